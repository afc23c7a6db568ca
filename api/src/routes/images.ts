import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { isValidId } from '../db/ids.js';
import { products } from '../db/schema/index.js';
import { bannerSvg } from '../images/banner-picture.js';
import { productPictureSvg, type ProductView } from '../images/product-picture.js';
import { HttpError } from '../http-error.js';
import { anyone } from '../plugins/external/swagger.js';
import { errorResponses } from 'shared-ui/contract';
import { isUploadName } from '../services/uploads/upload-purposes.js';
import { sendUpload } from './send-upload.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';
const ImageResponse = Type.String({ description: 'image bytes' });
const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Generated pictures never change for a given id, so they are cached in memory (bounded) and by browsers.
  const svgCache = new Map<string, string>();

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['images'],
        operationId: 'getProductImage',
        security: anyone,
        summary: 'Generated product picture: /images/<productId>.svg, and the gallery views <productId>-side.svg, -detail.svg',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        response: { 200: ImageResponse, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const file = request.params.file;
      let svg = svgCache.get(file);
      if (!svg) {
        const match = /^([0-9a-f]{24})(?:-(side|detail))?\.svg$/.exec(file);
        if (!match || !isValidId(match[1]!)) throw new HttpError(404, 'Image not found');
        const [product] = await app.db
          .select({ id: products.id, name: products.name, category: products.category })
          .from(products)
          .where(eq(products.id, match[1]!));
        if (!product) throw new HttpError(404, 'Image not found');
        svg = productPictureSvg(product, (match[2] ?? 'front') as ProductView);
        if (svgCache.size > 5000) svgCache.clear();
        svgCache.set(file, svg);
      }
      return reply.header('cache-control', LONG_CACHE).header('cross-origin-resource-policy', 'cross-origin').type(SVG).send(svg);
    },
  );

  app.get(
    '/api/images/:file',
    {
      schema: {
        tags: ['images'],
        operationId: 'getBannerImage',
        security: anyone,
        summary: 'Generated hero and featured banners, e.g. /api/images/hero-1.svg (always SVG content)',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        response: { 200: ImageResponse, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const file = request.params.file.toLowerCase();
      if (!/^[a-z0-9][a-z0-9-]{0,60}\.(svg|png|jpe?g|webp)$/.test(file)) throw new HttpError(404, 'Image not found');
      return reply
        .header('cache-control', LONG_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(SVG)
        .send(bannerSvg(file));
    },
  );

  app.get(
    '/api/avatars/:file',
    {
      schema: {
        tags: ['users'],
        operationId: 'getAvatar',
        security: anyone,
        summary: 'An uploaded avatar image',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        response: { 200: ImageResponse, 404: errorResponses[404], 503: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!isUploadName('avatar', file)) throw new HttpError(404, 'Avatar not found');
      const avatar = await app.uploads.open('avatar', file);
      if (!avatar) throw new HttpError(404, 'Avatar not found');
      return sendUpload(reply, avatar);
    },
  );
};

export default imageRoutes;
