import { randomBytes } from 'node:crypto';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploads, users } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/avatars/';
const AVATAR = 'avatar';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The image type from the file's first bytes; the browser-sent name and mimetype are not trusted. */
export function detectImageType(data: Buffer): keyof typeof CONTENT_TYPES | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.toString('ascii', 0, 6))) return 'gif';
  return null;
}

export function avatarContentType(fileName: string): string | undefined {
  const ext = fileName.split('.').pop() ?? '';
  return CONTENT_TYPES[ext];
}

/** Avatars in the database (table `uploads`), so that every API process serves every avatar. */
export class AvatarStore {
  constructor(private readonly db: Db) {}

  /** Stores the image under a random name and returns its public URL. */
  async save(userId: string, data: Buffer): Promise<string> {
    if (data.length === 0) throw new HttpError(400, 'avatar must not be empty');
    if (data.length > MAX_AVATAR_BYTES) throw new HttpError(413, 'File too large (at most 2 MB)');
    const type = detectImageType(data);
    if (!type) throw new HttpError(400, 'avatar must be a PNG, JPEG, WebP or GIF image');
    const name = `${userId}-${randomBytes(6).toString('hex')}.${type}`;
    await this.db
      .insert(uploads)
      .values({ name, purpose: AVATAR, ownerId: userId, contentType: CONTENT_TYPES[type]!, bytes: data });
    return AVATAR_URL_PREFIX + name;
  }

  /** The image named by the last part of its URL, or null. */
  async read(name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const [row] = await this.db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.purpose, AVATAR)));
    return row ?? null;
  }

  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
    await this.db.delete(uploads).where(and(eq(uploads.name, url.slice(AVATAR_URL_PREFIX.length)), eq(uploads.purpose, AVATAR)));
  }

  /**
   * Removes avatars no user refers to (left by a crash between storing an image and storing its URL). Rows
   * younger than `graceMs` are kept: another instance may be about to refer to them.
   * @returns how many were removed
   */
  async sweepUnreferenced(graceMs = 10 * 60_000): Promise<number> {
    const removed = await this.db
      .delete(uploads)
      .where(
        and(
          eq(uploads.purpose, AVATAR),
          lt(uploads.createdAt, new Date(Date.now() - graceMs)),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(users)
              .where(eq(users.avatar, sql`${AVATAR_URL_PREFIX} || ${uploads.name}`)),
          ),
        ),
      )
      .returning({ name: uploads.name });
    return removed.length;
  }
}
