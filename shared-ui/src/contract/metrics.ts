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

/**
 * One page view's measurements. `route` is the route pattern the page matched (/product/:id), never
 * the URL with its ids: samples are grouped by it, and a URL could carry personal data.
 */
export const WebVitalsReport = Type.Object({
  route: Type.String({ minLength: 1, maxLength: 100, pattern: '^(\\*|/[A-Za-z0-9/:*_.-]*)$' }),
  metrics: Type.Array(WebVitalSample, { minItems: 1, maxItems: WEB_VITAL_NAMES.length }),
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
