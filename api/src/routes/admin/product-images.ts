import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminProductImage, errorResponses } from 'shared-ui/contract';
import { HttpError } from '../../http-error.js';
import { anyone } from '../../plugins/external/swagger.js';
import { isUploadName } from '../../services/uploads/upload-purposes.js';
import { sendUpload } from '../send-upload.js';
import { staffErrors, staffOnly, staffSchema } from './staff-only.js';

/** Staff upload product images; anyone reads them (the shop shows them), from whichever instance. */
const productImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/product-images',
    {
      ...staffOnly(app),
      config: { multipart: true },
      schema: {
        ...staffSchema,
        operationId: 'adminUploadProductImage',
        summary:
          'Upload a product image (multipart field image: png, jpeg, webp or gif, at most 2 MB); answers the path for `image`',
        consumes: ['multipart/form-data'],
        body: Type.Object({ image: Type.Unknown({ description: 'image file: png, jpeg, webp or gif, at most 2 MB' }) }),
        response: { 201: AdminProductImage, ...staffErrors, 413: errorResponses[400], 503: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const unknownField = Object.keys(body).find((key) => key !== 'image');
      if (unknownField) throw new HttpError(400, `Unexpected field "${unknownField}": send the image in the field "image"`);
      if (!Buffer.isBuffer(body.image)) throw new HttpError(400, 'image must be a file (multipart/form-data)');
      const image = await app.uploads.save('product', request.currentUser!.id, body.image);
      return reply.code(201).send({ image });
    },
  );

  app.get(
    '/api/product-images/:file',
    {
      schema: {
        tags: ['images'],
        operationId: 'getUploadedProductImage',
        security: anyone,
        summary: 'A product image uploaded in the back office',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.String({ description: 'image bytes' }), 404: errorResponses[404], 503: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!isUploadName('product', file)) throw new HttpError(404, 'Image not found');
      const image = await app.uploads.open('product', file);
      if (!image) throw new HttpError(404, 'Image not found');
      return sendUpload(reply, image);
    },
  );
};

export default productImageRoutes;
