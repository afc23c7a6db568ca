import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { HttpError } from '../http-error.js';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/avatars/';

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

export class AvatarStore {
  constructor(readonly dir: string) {}

  /** Saves the image under a random name and returns its public URL. */
  async save(userId: string, data: Buffer): Promise<string> {
    if (data.length === 0) throw new HttpError(400, 'avatar must not be empty');
    if (data.length > MAX_AVATAR_BYTES) throw new HttpError(413, 'File too large (at most 2 MB)');
    const type = detectImageType(data);
    if (!type) throw new HttpError(400, 'avatar must be a PNG, JPEG, WebP or GIF image');
    await mkdir(this.dir, { recursive: true });
    const fileName = `${userId}-${randomBytes(6).toString('hex')}.${type}`;
    await writeFile(join(this.dir, fileName), data);
    return AVATAR_URL_PREFIX + fileName;
  }

  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
    await unlink(join(this.dir, basename(url))).catch(() => undefined);
  }

  /**
   * Removes files no user refers to (left by a crash between writing a file and storing its URL). Files younger
   * than `graceMs` are kept: another instance sharing the folder may be about to store them.
   * @returns how many files were removed
   */
  async sweepUnreferenced(referenced: ReadonlySet<string>, graceMs = 10 * 60_000): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      if (referenced.has(AVATAR_URL_PREFIX + name)) continue;
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || Date.now() - info.mtimeMs < graceMs) continue;
      await unlink(path).catch(() => undefined);
      removed += 1;
    }
    return removed;
  }
}
