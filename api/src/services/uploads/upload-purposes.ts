import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';

export interface UploadPurpose {
  /** how messages name the file ("avatar must be a PNG, JPEG, WebP or GIF image") */
  label: string;
  /** the public URL of an upload is this prefix plus its name */
  urlPrefix: string;
  /** larger files are refused with 413 */
  maxBytes: number;
  /** the text column holding the URLs of the uploads in use; the others are swept (none: never swept) */
  referencedBy?: AnyPgColumn;
}

const MB = 1024 * 1024;

/** What may be uploaded. A new kind of upload is one line here (and a route that serves its prefix). */
export const UPLOAD_PURPOSES = {
  avatar: { label: 'avatar', urlPrefix: '/api/avatars/', maxBytes: 2 * MB, referencedBy: users.avatar },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof UPLOAD_PURPOSES;

/** The largest upload of any purpose: the multipart parser's file limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_PURPOSES).map((purpose) => purpose.maxBytes));

/** "2 MB" */
export function describeSize(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
