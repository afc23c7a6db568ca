import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { avatarContentType, detectImageType, MAX_AVATAR_BYTES } from '../avatar-store.js';

/**
 * Product images staff upload, kept like avatars (table `uploads`, purpose 'product', checked by magic
 * bytes, at most 2 MB) so every API instance serves them. Deliberately the avatar store's approach in
 * a file of its own, for folding into the shared upload store (services/uploads/) later.
 */
export const PRODUCT_IMAGE_URL_PREFIX = '/api/product-images/';
export const MAX_PRODUCT_IMAGE_BYTES = MAX_AVATAR_BYTES;
const PRODUCT = 'product';
export const PRODUCT_IMAGE_NAME = /^[0-9a-f]{24}\.(png|jpg|webp|gif)$/;

export class ProductImageStore {
  constructor(private readonly db: Db) {}

  /** Stores the image under a random name and returns the path to put in the product's `image`. */
  async save(staffId: string, data: Buffer): Promise<string> {
    if (data.length === 0) throw new HttpError(400, 'image must not be empty');
    if (data.length > MAX_PRODUCT_IMAGE_BYTES) throw new HttpError(413, 'File too large (at most 2 MB)');
    const type = detectImageType(data);
    if (!type) throw new HttpError(400, 'image must be a PNG, JPEG, WebP or GIF image');
    const name = `${randomBytes(12).toString('hex')}.${type}`;
    await this.db
      .insert(uploads)
      .values({ name, purpose: PRODUCT, ownerId: staffId, contentType: avatarContentType(name)!, bytes: data });
    return PRODUCT_IMAGE_URL_PREFIX + name;
  }

  async read(name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const [row] = await this.db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.purpose, PRODUCT)));
    return row ?? null;
  }
}
