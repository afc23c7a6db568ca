import type { FastifyReply } from 'fastify';
import type { StoredUpload } from '../services/uploads/upload-store.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** An uploaded image, from the database or streamed from the bucket: immutable (a new image gets a new name). */
export function sendUpload(reply: FastifyReply, upload: StoredUpload) {
  if (upload.size !== undefined) reply.header('content-length', upload.size);
  return reply
    .header('cache-control', LONG_CACHE)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .type(upload.contentType)
    .send(upload.body);
}
