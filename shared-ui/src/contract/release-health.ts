import { Type } from 'typebox';
import { SERVED_CHANNELS } from './remotes-map.js';

/**
 * One release's health as real browsers reported it (POST /api/metrics `releases` and `events`):
 * sessions are page views that ran the release; the error rate is the share of them with a load
 * failure, a render error or a fallback for it; LCP and INP are the 75th percentile of those views.
 */
export const ReleaseHealth = Type.Object({
  release: Type.String({ description: 'release id, or dist for a slice served from its build folder' }),
  channel: Type.Enum(SERVED_CHANNELS, { description: 'stable, canary or preview' }),
  /** the canary's share of visitors, 1-100 (canary only) */
  percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sessions: Type.Integer({ minimum: 0 }),
  /** failing page views / sessions; null without sessions */
  errorRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  lcpP75: Type.Union([Type.Number(), Type.Null()], { description: 'ms; null without samples' }),
  inpP75: Type.Union([Type.Number(), Type.Null()], { description: 'ms; null without samples' }),
});

export const SliceReleaseHealth = Type.Object({
  slice: Type.String(),
  releases: Type.Array(ReleaseHealth, { description: 'the stable release first, then the canary if any' }),
});

export const ReleaseHealthReport = Type.Object({
  since: Type.String({ description: 'start of the window (ISO time)' }),
  slices: Type.Array(SliceReleaseHealth),
});
