import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseNumbers } from '../../services/release-health-service.js';
import { decideCanary, type CanaryPolicy } from './canary-decision.js';
import { applyCanary, applyCanaryRollback, applyPromote, CANARY_STEPS, describeEntry, type Canary } from 'shared-ui/contract';

// Any constant of our own: the session-level advisory lock of the one instance deciding this round.
const DECIDER_LOCK = 0x5_1_1ce_58;

export function canaryPolicyFrom(config: FastifyInstance['config']): CanaryPolicy {
  return {
    minSessions: config.CANARY_MIN_SESSIONS,
    maxErrorRateIncrease: config.CANARY_MAX_ERROR_RATE_INCREASE,
    stepMinSessions: config.CANARY_STEP_MIN_SESSIONS,
    stepMinMs: config.CANARY_STEP_MIN_MINUTES * 60_000,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** looks at every canary once now (the timer does it every CANARY_CHECK_INTERVAL_MS) */
    decideCanaries(now?: Date): Promise<void>;
  }
}

/**
 * The canary decider: every CANARY_CHECK_INTERVAL_MS it compares each canary's browser error rate
 * with the stable release's since the canary started, rolls back one clearly worse and steps up one
 * healthy for long enough (10 → 50 → 100 %, where 100 finishes it as a promote). Each decision is
 * logged with its numbers and recorded in the release history. On PostgreSQL one instance decides a
 * round (an advisory lock); the others skip it.
 */
export default fp(
  async function canaryDeciderPlugin(app: FastifyInstance) {
    const policy = canaryPolicyFrom(app.config);

    async function decideOne(slice: string, canary: Canary, now: Date) {
      const base = app.liveReleases.stableMap();
      if (!base?.[slice]) return;
      const stableId = base[slice]!.release?.id ?? 'dist';
      const canaryId = canary.remote.release?.id ?? 'dist';
      const sinceStart = await releaseNumbers(app.db, new Date(canary.startedAt));
      const sinceStep = await releaseNumbers(app.db, new Date(canary.steppedAt));
      const zero = { sessions: 0, failures: 0 };
      const canaryCounts = sinceStart.get(`${slice} ${canaryId}`) ?? zero;
      const stableCounts = sinceStart.get(`${slice} ${stableId}`) ?? zero;
      const decision = decideCanary(
        {
          canary: canaryCounts,
          stable: stableCounts,
          atStep: sinceStep.get(`${slice} ${canaryId}`)?.sessions ?? 0,
          percent: canary.percent,
          msAtStep: now.getTime() - Date.parse(canary.steppedAt),
        },
        policy,
        CANARY_STEPS,
      );
      if (decision.action === 'wait') return;
      const numbers = {
        canarySessions: canaryCounts.sessions,
        canaryFailures: canaryCounts.failures,
        stableSessions: stableCounts.sessions,
        stableFailures: stableCounts.failures,
        percent: canary.percent,
      };
      const done = await app.liveReleases.store.update(async (state) => {
        const running = state.canaries[slice];
        // Another decider or a person changed it meanwhile: their word stands.
        if (!running || running.steppedAt !== canary.steppedAt) return { state, result: false };
        const map = state.map ?? base;
        if (decision.action === 'rollback') {
          return { state: applyCanaryRollback(state, map, slice, { now, by: 'decider', numbers }).state, result: true };
        }
        if (decision.percent >= 100)
          return { state: applyPromote(state, map, slice, running.remote, { now, by: 'decider' }), result: true };
        return { state: applyCanary(state, map, slice, running.remote, decision.percent, { now, by: 'decider' }), result: true };
      });
      if (!done) return;
      await app.liveReleases.refresh();
      const what =
        decision.action === 'rollback'
          ? `rolled back the canary ${describeEntry(canary.remote)} of ${slice}`
          : decision.percent >= 100
            ? `promoted the canary ${describeEntry(canary.remote)} of ${slice} to everyone`
            : `stepped the canary ${describeEntry(canary.remote)} of ${slice} up to ${decision.percent} %`;
      app.log.warn(
        { slice, release: canaryId, decision: decision.action, ...numbers },
        `canary decider: ${what}: ${decision.reason}`,
      );
    }

    async function decideRound(now: Date) {
      const canaries = Object.entries(app.liveReleases.canaries());
      if (canaries.length === 0) return;
      for (const [slice, canary] of canaries) await decideOne(slice, canary, now);
    }

    async function decideCanaries(now = new Date()) {
      const pool = app.dbPool;
      if (app.dbKind !== 'postgres' || !pool) return decideRound(now);
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [DECIDER_LOCK]);
        if (!rows[0]?.locked) return;
        try {
          await app.liveReleases.refresh();
          await decideRound(now);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [DECIDER_LOCK]);
        }
      } finally {
        client.release();
      }
    }
    app.decorate('decideCanaries', decideCanaries);

    const interval = app.config.CANARY_CHECK_INTERVAL_MS;
    if (interval === 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      decideCanaries()
        .catch((error: Error) => app.log.error({ err: { message: error.message } }, 'canary decider failed'))
        .finally(() => {
          running = false;
        });
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'canary-decider', dependencies: ['release-state'] },
);
