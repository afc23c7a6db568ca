import { Type } from 'typebox';

/** The Core Web Vitals and their helpers the shell measures with the web-vitals package. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** Ten minutes in ms: a larger LCP, INP, FCP or TTFB is a broken measurement, not a slow page (CLS is far below). */
export const MAX_WEB_VITAL_VALUE = 600_000;

export const WebVitalName = Type.Enum(WEB_VITAL_NAMES);

export const WebVitalSample = Type.Object({
  name: WebVitalName,
  value: Type.Number({ minimum: 0, maximum: MAX_WEB_VITAL_VALUE }),
});

/** What the shell saw go wrong with a slice in this page view (the slice's health per release). */
export const SLICE_HEALTH_EVENT_KINDS = ['load-failure', 'render-error', 'fallback'] as const;
/** The most events one page view reports: a page stuck in a failure loop cannot flood the table. */
export const MAX_SLICE_HEALTH_EVENTS = 20;

const SliceName = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9-]*$' });
/** A release id (`<version>-<shorthash>`) or `dist` for a slice served from its build folder. */
const ReleaseId = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9][A-Za-z0-9._+-]*$' });

export const SliceHealthEvent = Type.Object({
  kind: Type.Enum(SLICE_HEALTH_EVENT_KINDS),
  slice: SliceName,
  /** the release that failed (for `fallback`: the live release that failed, the page then ran `previous`) */
  release: ReleaseId,
  /** load failures: what failed to load */
  stage: Type.Optional(Type.Enum(['entry', 'chunk', 'shared'] as const)),
});

/**
 * One page view's measurements. `route` is the route pattern the page matched (/product/:id), never
 * the URL with its ids: samples are grouped by it, and a URL could carry personal data.
 */
export const WebVitalsReport = Type.Object({
  route: Type.String({ minLength: 1, maxLength: 100, pattern: '^(\\*|/[A-Za-z0-9/:*_.-]*)$' }),
  metrics: Type.Array(WebVitalSample, { minItems: 1, maxItems: WEB_VITAL_NAMES.length }),
  /** slice -> the release this page view ran (its sessions, error rate and vitals are counted per release) */
  releases: Type.Optional(Type.Record(SliceName, ReleaseId, { maxProperties: 20 })),
  events: Type.Optional(Type.Array(SliceHealthEvent, { maxItems: MAX_SLICE_HEALTH_EVENTS })),
});

export const WebVitalsSummaryRow = Type.Object({
  route: Type.String(),
  metric: WebVitalName,
  /** 75th percentile (continuous) of the window's samples: ms, or unitless for CLS */
  p75: Type.Number(),
  samples: Type.Integer(),
});

export const WebVitalsSummary = Type.Object({
  since: Type.String({ description: 'start of the window (ISO time)' }),
  until: Type.String({ description: 'end of the window (ISO time)' }),
  rows: Type.Array(WebVitalsSummaryRow),
});
