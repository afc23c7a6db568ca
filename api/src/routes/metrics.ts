import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, WebVitalsReport, WebVitalsSummary } from 'shared-ui/contract';
import { clientAddressKey } from '../client-address.js';
import { HttpError } from '../http-error.js';
import { anyone, signedIn } from '../plugins/external/swagger.js';
import { RateLimiter, TooManyRequestsError, type RateLimitRule } from '../services/rate-limiter.js';
import { recordReleaseHealth } from '../services/release-health-service.js';
import { recordWebVitals, summarizeWebVitals } from '../services/web-vitals-service.js';

export interface MetricsRoutesOptions {
  /** reports per client address (default 60 a minute), or false to disable */
  rateLimit: RateLimitRule | false;
}

// A page view sends at most two reports; 60 a minute leaves room for shoppers behind one address (NAT, offices).
export const DEFAULT_METRICS_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };

/**
 * Web-vitals reports from the shell and the operator's p75 summary. This plugin is encapsulated
 * (no fastify-plugin), so its text/plain parser applies to these routes only.
 */
const metricsRoutes: FastifyPluginAsyncTypebox<MetricsRoutesOptions> = async (app, options) => {
  const ipLimit = options.rateLimit ? new RateLimiter(app.db, 'metrics-ip', options.rateLimit) : null;

  // navigator.sendBeacon with a string body sends text/plain (a Blob of application/json is not
  // CORS-safelisted and some browsers refuse it), so the report's JSON may arrive either way.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/api/metrics',
    {
      bodyLimit: 4 * 1024,
      preHandler: async (request, reply) => {
        // Other sites may not fill the operator's numbers (a text/plain POST needs no CORS preflight).
        app.assertTrustedOrigin(request);
        if (!ipLimit) return;
        try {
          await ipLimit.hit(clientAddressKey(request.ip), 'Too many metrics reports from this address');
        } catch (error) {
          if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
      schema: {
        tags: ['metrics'],
        operationId: 'reportWebVitals',
        security: anyone,
        summary: 'Web-vitals samples of one page view (JSON, also as text/plain from navigator.sendBeacon)',
        body: WebVitalsReport,
        response: {
          204: { type: 'null', description: 'stored' },
          400: errorResponses[400],
          403: errorResponses[403],
          429: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const seen = new Set<string>();
      for (const sample of request.body.metrics) {
        if (seen.has(sample.name)) throw new HttpError(400, `metrics lists ${sample.name} more than once`);
        seen.add(sample.name);
      }
      await recordWebVitals(app.db, request.body);
      // Per slice release: the canary decider's and the operator's numbers.
      await recordReleaseHealth(app.db, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/metrics/summary',
    {
      preHandler: [app.authenticate, app.requireAdmin],
      schema: {
        tags: ['metrics'],
        operationId: 'getWebVitalsSummary',
        summary: 'p75 of each web vital per route over the last 24 hours, with sample counts (admin only)',
        security: signedIn,
        response: { 200: WebVitalsSummary, ...errorResponses },
      },
    },
    async () => summarizeWebVitals(app.db),
  );
};

export default metricsRoutes;
