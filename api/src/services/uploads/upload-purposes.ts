import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderItems, products, users } from '../../db/schema/index.js';

export interface UploadPurpose {
  /** how messages name the file ("avatar must be a PNG, JPEG, WebP or GIF image") */
  label: string;
  /** the public URL of an upload is this prefix plus its name */
  urlPrefix: string;
  /** larger files are refused with 413 */
  maxBytes: number;
  /** names are `<owner id>-<random>.<ext>` (true) or `<random>.<ext>` (the uploader stays private) */
  ownerInName: boolean;
  /** the text columns holding the URLs of the uploads in use; the others are swept (none: never swept) */
  referencedBy: readonly AnyPgColumn[];
  /** an unreferenced upload is kept this long: it may be about to be referred to (default 10 minutes) */
  sweepAfterMs?: number;
}

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;

/** What may be uploaded. A new kind of upload is one line here (and a route that serves its prefix). */
export const UPLOAD_PURPOSES = {
  avatar: { label: 'avatar', urlPrefix: '/api/avatars/', maxBytes: 2 * MB, ownerInName: true, referencedBy: [users.avatar] },
  // Staff upload an image, then fill in the product form: a day before an unused one goes; orders keep theirs.
  product: {
    label: 'image',
    urlPrefix: '/api/product-images/',
    maxBytes: 2 * MB,
    ownerInName: false,
    referencedBy: [products.image, orderItems.image],
    sweepAfterMs: 24 * HOUR,
  },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof UPLOAD_PURPOSES;

/** The largest upload of any purpose: the multipart parser's file limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_PURPOSES).map((purpose) => purpose.maxBytes));

const OWNER_NAME = /^[0-9a-f]{24}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
const RANDOM_NAME = /^[0-9a-f]{24}\.(png|jpg|webp|gif)$/;

/** Whether `name` is shaped like the names UploadStore.save gives this purpose (anything else is not looked up). */
export function isUploadName(purpose: UploadPurposeName, name: string): boolean {
  return (UPLOAD_PURPOSES[purpose].ownerInName ? OWNER_NAME : RANDOM_NAME).test(name);
}

/** "2 MB" */
export function describeSize(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
