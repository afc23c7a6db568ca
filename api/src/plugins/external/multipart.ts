import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../services/uploads/upload-purposes.js';

/** multipart/form-data, accepted only by routes that say so (plugins/app/input-guard.ts). */
export default fp(
  async function multipartPlugin(app) {
    await app.register(multipart, {
      // Fields arrive on request.body (the avatar as a Buffer), so the profile route validates one schema for JSON and forms.
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024 },
    });
  },
  { name: 'multipart' },
);
