import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { detectImageType, IMAGE_CONTENT_TYPES } from './image-type.js';
import { StorageUnavailableError, type ObjectStorage } from './object-storage.js';
import { describeSize, UPLOAD_PURPOSES, type UploadPurposeName } from './upload-purposes.js';

/** An upload to send: its bytes from the database, or a stream from the bucket. */
export interface StoredUpload {
  contentType: string;
  body: Buffer | Readable;
  size: number | undefined;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

const objectKey = (purpose: string, name: string) => `${purpose}/${name}`;
const DEFAULT_SWEEP_AFTER_MS = 10 * 60_000;

/**
 * Uploaded images. Each has a row in `uploads` (name, purpose, owner, content type: what SQL needs for
 * compare-and-set replacement and the sweep); its bytes are in that row, or in a bucket when one is
 * configured. Ordering rules that keep the bucket free of strays are in this folder's README.
 */
export class UploadStore {
  constructor(
    private readonly db: Db,
    /** null: the bytes are kept in the database */
    private readonly objects: ObjectStorage | null,
    private readonly log: Log,
  ) {}

  /** where new uploads' bytes go, for logs and the health of the configuration */
  get storage(): string {
    return this.objects ? this.objects.description : 'the database';
  }

  /**
   * Checks the image (type by its first bytes, size) and stores it under a random name.
   * @returns its public URL
   * @throws HttpError 400/413 for a file that is not an image or too large; StorageUnavailableError
   */
  async save(purpose: UploadPurposeName, ownerId: string, data: Buffer): Promise<string> {
    const { label, urlPrefix, maxBytes, ownerInName } = UPLOAD_PURPOSES[purpose];
    if (data.length === 0) throw new HttpError(400, `${label} must not be empty`);
    if (data.length > maxBytes) throw new HttpError(413, `File too large (at most ${describeSize(maxBytes)})`);
    const type = detectImageType(data);
    if (!type) throw new HttpError(400, `${label} must be a PNG, JPEG, WebP or GIF image`);
    const name = ownerInName
      ? `${ownerId}-${randomBytes(6).toString('hex')}.${type}`
      : `${randomBytes(12).toString('hex')}.${type}`;
    const contentType = IMAGE_CONTENT_TYPES[type];
    if (!this.objects) {
      await this.db.insert(uploads).values({ name, purpose, ownerId, contentType, storage: 'database', bytes: data });
      return urlPrefix + name;
    }
    // The row first: an object never exists without one, so the sweep (which reads rows) finds every stray.
    await this.db.insert(uploads).values({ name, purpose, ownerId, contentType, storage: 'bucket', bytes: null });
    try {
      await this.objects.put(objectKey(purpose, name), data, contentType);
    } catch (error) {
      await this.db.delete(uploads).where(eq(uploads.name, name));
      throw error;
    }
    return urlPrefix + name;
  }

  /**
   * The upload with this name (the last part of its URL), or null.
   * @throws StorageUnavailableError when its bytes are in a bucket that cannot be reached or is not configured
   */
  async open(purpose: UploadPurposeName, name: string): Promise<StoredUpload | null> {
    const [row] = await this.db
      .select({ contentType: uploads.contentType, storage: uploads.storage, bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.purpose, purpose)));
    if (!row) return null;
    if (row.storage === 'database')
      return row.bytes ? { contentType: row.contentType, body: row.bytes, size: row.bytes.length } : null;
    if (!this.objects) throw new StorageUnavailableError(`${name} is in a bucket, and no bucket is configured (S3_BUCKET)`);
    const object = await this.objects.get(objectKey(purpose, name));
    return object ? { contentType: row.contentType, ...object } : null;
  }

  /**
   * Removes the upload a URL names (any purpose; other URLs are ignored). When the bucket cannot be reached
   * the row stays, unreferenced, and a later sweep removes both.
   */
  async remove(url: string | null): Promise<void> {
    const purpose = (Object.keys(UPLOAD_PURPOSES) as UploadPurposeName[]).find((name) =>
      url?.startsWith(UPLOAD_PURPOSES[name].urlPrefix),
    );
    if (!url || !purpose) return;
    const name = url.slice(UPLOAD_PURPOSES[purpose].urlPrefix.length);
    const [row] = await this.db
      .select({ storage: uploads.storage })
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.purpose, purpose)));
    if (!row) return;
    if (row.storage === 'bucket' && !(await this.removeObject(purpose, name))) return;
    await this.db.delete(uploads).where(and(eq(uploads.name, name), eq(uploads.purpose, purpose)));
  }

  /** Whether the object is gone (deleting a missing object succeeds); a failure is logged. */
  private async removeObject(purpose: string, name: string): Promise<boolean> {
    if (!this.objects) {
      this.log.warn({ upload: name }, 'an upload is in a bucket, and no bucket is configured: kept');
      return false;
    }
    try {
      await this.objects.delete(objectKey(purpose, name));
      return true;
    } catch (error) {
      const cause = error instanceof StorageUnavailableError ? error.summary : String(error);
      this.log.warn({ upload: name, cause }, 'could not delete an upload from the bucket; the sweep retries');
      return false;
    }
  }

  /**
   * Removes uploads nothing refers to (left by a crash between storing an image and storing its URL, or by
   * a bucket that was unreachable when it was replaced). Rows younger than their purpose's `sweepAfterMs`
   * (or `graceMs` when given) are kept: another request may be about to refer to them.
   * @returns how many were removed
   */
  async sweepUnreferenced(graceMs?: number): Promise<number> {
    let removed = 0;
    for (const [purpose, definition] of Object.entries(UPLOAD_PURPOSES)) {
      const { urlPrefix } = definition;
      const referencedBy: readonly AnyPgColumn[] = definition.referencedBy;
      if (referencedBy.length === 0) continue;
      const keepMs = graceMs ?? ('sweepAfterMs' in definition ? definition.sweepAfterMs : DEFAULT_SWEEP_AFTER_MS);
      const unreferenced = and(
        eq(uploads.purpose, purpose),
        lt(uploads.createdAt, new Date(Date.now() - keepMs)),
        ...referencedBy.map((column) =>
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(column.table)
              .where(eq(column, sql`${urlPrefix} || ${uploads.name}`)),
          ),
        ),
      );
      const candidates = await this.db.select({ name: uploads.name, storage: uploads.storage }).from(uploads).where(unreferenced);
      // Objects before rows: a failed delete leaves the row, so the next sweep tries again.
      const deletable: string[] = [];
      for (const { name, storage } of candidates) {
        if (storage === 'database' || (await this.removeObject(purpose, name))) deletable.push(name);
      }
      if (deletable.length === 0) continue;
      const deleted = await this.db
        .delete(uploads)
        .where(and(inArray(uploads.name, deletable), unreferenced))
        .returning({ name: uploads.name });
      removed += deleted.length;
    }
    return removed;
  }

  /** @throws StorageUnavailableError when the bucket does not answer */
  async checkStorage(): Promise<void> {
    await this.objects?.check();
  }

  close(): void {
    this.objects?.close();
  }
}
