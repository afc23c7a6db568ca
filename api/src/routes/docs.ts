import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    hide: true,
    response: { 200: Type.Object({}, { additionalProperties: true }) },
  };
  const handler = async () => app.swagger();
  app.get('/api/docs', { schema }, handler);
  app.get('/api/docs/json', { schema }, handler);
};

export default docsRoutes;
