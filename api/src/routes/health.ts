import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { anyone } from '../plugins/external/swagger.js';

const LiveSlice = Type.Object({
  name: Type.String(),
  /** where the shell loads the slice from */
  entry: Type.String(),
  routes: Type.Array(Type.String()),
  /** null: a build that was not published by `npm run release` (a dist/ folder or a hand edit) */
  release: Type.Union([
    Type.Object({
      id: Type.String(),
      version: Type.String(),
      commit: Type.String(),
      builtAt: Type.String(),
      liveSince: Type.String(),
    }),
    Type.Null(),
  ]),
});

/** What the shell is told to load now; empty when no valid remotes map has been read. */
function liveSlices(app: Parameters<FastifyPluginAsyncTypebox>[0]): Static<typeof LiveSlice>[] {
  const map = app.liveReleases.stableMap() ?? {};
  return Object.entries(map).map(([name, remote]) => ({
    name,
    entry: remote.entry,
    routes: remote.routes,
    release: remote.release ?? null,
  }));
}

export interface HealthRoutesOptions {
  /** true once the process is shutting down gracefully (app.startDraining) */
  isDraining: () => boolean;
}

const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: anyone,
        summary: 'Liveness, database check and the live release of each front-end slice',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String(), slices: Type.Array(LiveSlice) }),
          503: Type.Object({
            status: Type.String(),
            database: Type.String(),
            message: Type.String(),
            slices: Type.Array(LiveSlice),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (options.isDraining()) {
        return reply
          .code(503)
          .send({ status: 'draining', database: app.dbKind, message: 'Shutting down', slices: liveSlices(app) });
      }
      try {
        await app.pingDatabase();
        return { status: 'ok' as const, database: app.dbKind, slices: liveSlices(app) };
      } catch {
        return reply
          .code(503)
          .send({ status: 'error', database: app.dbKind, message: 'Database unavailable', slices: liveSlices(app) });
      }
    },
  );
};

export default healthRoutes;
