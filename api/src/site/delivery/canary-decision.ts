/** What the decider counts for one release since its canary started. */
export interface ReleaseCounts {
  sessions: number;
  /** page views with a load failure, a render error or a fallback for the release */
  failures: number;
}

export interface CanaryPolicy {
  /** canary sessions needed before its error rate is judged at all */
  minSessions: number;
  /** how far the canary's error rate may exceed the stable one's (0.02: two percentage points) */
  maxErrorRateIncrease: number;
  /** canary sessions needed at a step before it may climb */
  stepMinSessions: number;
  /** time at a step before it may climb, ms */
  stepMinMs: number;
}

/** Defaults: judged after 100 sessions, 2 points worse rolls back; a step needs 200 sessions and 30 minutes. */
export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  minSessions: 100,
  maxErrorRateIncrease: 0.02,
  stepMinSessions: 200,
  stepMinMs: 30 * 60_000,
};

export type CanaryDecision =
  | { action: 'wait'; reason: string }
  | { action: 'rollback'; reason: string }
  | { action: 'step'; percent: number; reason: string };

const rate = ({ sessions, failures }: ReleaseCounts) => (sessions === 0 ? 0 : failures / sessions);
const percentText = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Rollback when the canary has enough sessions and its error rate is worse than the stable release's
 * by more than the policy allows; a step up (10 → 50 → 100) when it has been healthy for long enough
 * at this step. `atStep` counts sessions since the last step; `msAtStep` the time since it.
 */
export function decideCanary(
  {
    canary,
    stable,
    atStep,
    percent,
    msAtStep,
  }: { canary: ReleaseCounts; stable: ReleaseCounts; atStep: number; percent: number; msAtStep: number },
  policy: CanaryPolicy,
  steps: readonly number[],
): CanaryDecision {
  if (canary.sessions < policy.minSessions) {
    return { action: 'wait', reason: `${canary.sessions} of ${policy.minSessions} sessions needed to judge` };
  }
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  const compared = `canary ${percentText(canaryRate)} of ${canary.sessions} sessions, stable ${percentText(stableRate)} of ${stable.sessions}`;
  if (canaryRate - stableRate > policy.maxErrorRateIncrease) {
    return { action: 'rollback', reason: `error rate ${compared}: more than ${percentText(policy.maxErrorRateIncrease)} worse` };
  }
  const next = steps.find((step) => step > percent);
  if (next === undefined) return { action: 'wait', reason: `healthy (${compared}); no step above ${percent} %` };
  if (atStep < policy.stepMinSessions || msAtStep < policy.stepMinMs) {
    return {
      action: 'wait',
      reason: `healthy (${compared}); ${atStep} of ${policy.stepMinSessions} sessions and ${Math.floor(msAtStep / 60_000)} of ${Math.ceil(policy.stepMinMs / 60_000)} minutes at ${percent} %`,
    };
  }
  return { action: 'step', percent: next, reason: `healthy (${compared}) for ${atStep} sessions at ${percent} %` };
}
