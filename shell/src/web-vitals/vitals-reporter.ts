import type { SliceHealthEvent, WebVitalSample, WebVitalsReport } from 'shared-ui/types';

/** One measurement as POST /api/metrics takes it (shared-ui/contract's WebVitalSample). */
export type VitalSample = WebVitalSample;
export type VitalName = VitalSample['name'];

/** What the reporter needs of a PerformanceResourceTiming. */
export interface ResourceSize {
  name: string;
  transferSize: number;
  encodedBodySize: number;
}

/**
 * Spec §9: values above these trigger optimisation (LCP 2500 ms, CLS 0.1; FID 100 ms, whose
 * successor INP counts as poor above 200 ms).
 */
export const VITAL_THRESHOLDS: Partial<Record<VitalName, number>> = { LCP: 2500, INP: 200, CLS: 0.1 };

/** Spec §9: a resource larger than this triggers a warning. */
export const LARGE_RESOURCE_BYTES = 1_000_000;

/** Spec §7: metrics are reported 3 seconds after page load. */
export const REPORT_DELAY_MS = 3000;

export interface VitalsReporterOptions {
  /** the route pattern of the page, e.g. /product/:id */
  route: string;
  /** calls back with every new value of a metric (the latest one counts) */
  observeVitals: (onSample: (sample: VitalSample) => void) => void;
  /** calls back with every resource the page loads, also those loaded before it was called */
  observeResources: (onResource: (resource: ResourceSize) => void) => void;
  /** calls back once when the page goes away (hidden or unloaded) */
  onPageHide: (listener: () => void) => void;
  /** queues the JSON report for delivery (navigator.sendBeacon) */
  send: (body: string) => void;
  /** how long until 3 s after the load event */
  delayMs: number;
  warn?: (message: string) => void;
  /**
   * what this page view ran of each slice and what went wrong with them since the last report
   * (slice-health-events' takeSliceHealth): sent with the metrics, counted per release by the server
   */
  takeSliceHealth?: () => { events: SliceHealthEvent[]; releases: Record<string, string> };
}

const formatBytes = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

function describeValue(sample: VitalSample): string {
  return sample.name === 'CLS' ? sample.value.toFixed(3) : `${Math.round(sample.value)} ms`;
}

/**
 * Collects the page's web vitals and sends them at most twice: once 3 s after load with every
 * metric known by then, and, when the page goes away, the metrics that only appeared later (INP
 * after a first interaction). Each metric is sent once per page view, so later updates of a value
 * already sent (CLS growing after 3 s) are not counted twice in the operator's percentiles.
 */
export function startVitalsReporter({
  route,
  observeVitals,
  observeResources,
  onPageHide,
  send,
  delayMs,
  warn = (message) => console.warn(message),
  takeSliceHealth,
}: VitalsReporterOptions): void {
  const latest = new Map<VitalName, number>();
  const sent = new Set<VitalName>();
  const warned = new Set<VitalName>();
  let pageGone = false;

  const flush = () => {
    const metrics = [...latest].filter(([name]) => !sent.has(name)).map(([name, value]) => ({ name, value }));
    if (metrics.length === 0) return;
    for (const { name } of metrics) sent.add(name);
    const report: WebVitalsReport = { route, metrics, ...takeSliceHealth?.() };
    send(JSON.stringify(report));
  };

  observeVitals((sample) => {
    if (!Number.isFinite(sample.value) || sample.value < 0) return;
    latest.set(sample.name, sample.value);
    const threshold = VITAL_THRESHOLDS[sample.name];
    if (threshold !== undefined && sample.value > threshold && !warned.has(sample.name)) {
      warned.add(sample.name);
      warn(
        `[web-vitals] ${sample.name} is ${describeValue(sample)} on ${route}, above the ${sample.name === 'CLS' ? threshold : `${threshold} ms`} threshold`,
      );
    }
  });

  observeResources((resource) => {
    const bytes = Math.max(resource.transferSize, resource.encodedBodySize);
    if (bytes > LARGE_RESOURCE_BYTES)
      warn(`[web-vitals] ${resource.name} is ${formatBytes(bytes)}, above ${formatBytes(LARGE_RESOURCE_BYTES)}`);
  });

  const timer = setTimeout(flush, delayMs);

  onPageHide(() => {
    if (pageGone) return;
    pageGone = true;
    // Leaving before the 3 s mark: this is the last chance to send the first report.
    clearTimeout(timer);
    flush();
  });
}
