import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          503: Type.Object({ status: Type.String(), database: Type.String(), message: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.dbKind };
      } catch {
        return reply.code(503).send({ status: 'error', database: app.dbKind, message: 'Database unavailable' });
      }
    },
  );
};

export default healthRoutes;
