import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ReleaseHealthReport } from 'shared-ui/contract';
import type { Static } from 'typebox';
import { anyone } from '../plugins/external/swagger.js';
import { releaseNumbers } from '../services/release-health-service.js';

/** The report's window: the last day. */
export const RELEASE_HEALTH_WINDOW_HOURS = 24;

type Report = Static<typeof ReleaseHealthReport>;

/**
 * GET /api/releases/health: per live release (each slice's stable one and its canary), sessions,
 * error rate and p75 LCP and INP from real browsers over the last day. Counts only, no visitor data:
 * what `npm run releases` and /__slices show.
 */
const releaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/releases/health',
    {
      schema: {
        tags: ['metrics'],
        operationId: 'getReleaseHealth',
        summary: 'Sessions, error rate and p75 LCP and INP of each live slice release over the last 24 hours',
        security: anyone,
        response: { 200: ReleaseHealthReport, 400: errorResponses[400] },
      },
    },
    async (_request, reply): Promise<Report> => {
      const since = new Date(Date.now() - RELEASE_HEALTH_WINDOW_HOURS * 3_600_000);
      const numbers = await releaseNumbers(app.db, since);
      const map = app.liveReleases.stableMap() ?? {};
      const canaries = app.liveReleases.canaries();
      const health = (slice: string, release: string) => {
        const found = numbers.get(`${slice} ${release}`);
        const sessions = found?.sessions ?? 0;
        return {
          release,
          sessions,
          errorRate: sessions === 0 ? null : found!.failures / sessions,
          lcpP75: found?.lcpP75 ?? null,
          inpP75: found?.inpP75 ?? null,
        };
      };
      reply.header('Cache-Control', 'no-cache');
      return {
        since: since.toISOString(),
        slices: Object.entries(map).map(([slice, remote]) => {
          const canary = canaries[slice];
          return {
            slice,
            releases: [
              { ...health(slice, remote.release?.id ?? 'dist'), channel: 'stable' as const },
              ...(canary
                ? [{ ...health(slice, canary.remote.release?.id ?? 'dist'), channel: 'canary' as const, percent: canary.percent }]
                : []),
            ],
          };
        }),
      };
    },
  );
};

export default releaseRoutes;
