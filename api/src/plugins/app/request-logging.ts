import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../external/env.js';
import { scrubSecrets } from '../../safe-logging.js';
import { LatencySummary } from './latency-summary.js';

export interface RequestLogSettings {
  /** a request taking longer than this (ms) is always logged; LOG_SLOW_MS */
  slowMs: number;
  /** share of the other requests written to the access log, 0 to 1; LOG_ACCESS_SAMPLE */
  accessSampleRate: number;
  /** one summary line per this many ms, 0 for none; LOG_SUMMARY_SECONDS */
  summaryIntervalMs: number;
  /** the sampling's random numbers (tests pin them) */
  random?: () => number;
}

export function requestLogSettingsFrom(env: Pick<Env, 'LOG_SLOW_MS' | 'LOG_ACCESS_SAMPLE' | 'LOG_SUMMARY_SECONDS'>) {
  return {
    slowMs: env.LOG_SLOW_MS,
    accessSampleRate: env.LOG_ACCESS_SAMPLE,
    summaryIntervalMs: env.LOG_SUMMARY_SECONDS * 1000,
  } satisfies RequestLogSettings;
}

/**
 * Fastify's per-request log lines, chosen for an operator rather than written for every request: every
 * 5xx (error; a 503 at warn: a dependency is down or the server drains, and the error handler has named
 * the cause), every slow request (warn), every 4xx (info, as Fastify logs client errors), a sample of
 * the rest (info), each with its request id; every request is counted into the periodic summary.
 * Writing two JSON lines per request cost the shop most of its throughput on cached answers (README, Logs).
 */
export class RequestLogController extends LogController {
  readonly summary = new LatencySummary();
  private readonly random: () => number;

  constructor(readonly settings: RequestLogSettings) {
    super();
    this.random = settings.random ?? Math.random;
  }

  /** Nothing when a request arrives: one line at most, once it is answered and its outcome known. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const slow = responseTime > this.settings.slowMs;
    this.summary.record(statusCode, responseTime, slow);
    if (error) {
      reply.log.error({ ...accessFields(request, statusCode, responseTime), err: error }, 'response failed');
    } else if (statusCode >= 500) {
      const level = statusCode === 503 ? 'warn' : 'error';
      reply.log[level](accessFields(request, statusCode, responseTime), 'server error');
    } else if (slow) {
      reply.log.warn(accessFields(request, statusCode, responseTime), 'slow request');
    } else if (statusCode >= 400) {
      reply.log.info(accessFields(request, statusCode, responseTime), 'client error');
    } else if (this.settings.accessSampleRate > 0 && this.random() < this.settings.accessSampleRate) {
      reply.log.info({ ...accessFields(request, statusCode, responseTime), sampled: true }, 'request completed');
    }
  }
}

function accessFields(request: FastifyRequest, statusCode: number, responseTime: number) {
  return {
    method: request.method,
    // Query strings are the shopper's own input; scrubbed like error messages in case a token lands there.
    url: scrubSecrets(request.url),
    statusCode,
    responseTime: Math.round(responseTime * 100) / 100,
    remoteAddress: request.ip,
  };
}

/** Writes the controller's summary line every interval and once more when the server closes. */
export default fp<{ controller: RequestLogController }>(
  async function requestLogging(app, { controller }) {
    const intervalMs = controller.settings.summaryIntervalMs;
    if (intervalMs <= 0) return;
    let since = Date.now();
    const writeSummary = () => {
      const line = controller.summary.take();
      const now = Date.now();
      if (line) app.log.info({ ...line, intervalSeconds: Math.round((now - since) / 1000) }, 'requests summary');
      since = now;
    };
    const timer = setInterval(writeSummary, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      writeSummary();
    });
  },
  { name: 'request-logging' },
);
