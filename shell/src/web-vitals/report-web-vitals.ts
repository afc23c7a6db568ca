import type { RouteObject } from 'react-router-dom';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { takeSliceHealth } from '../slice-health/slice-health-events';
import { routePatternFor, routePatterns } from './route-pattern';
import { REPORT_DELAY_MS, startVitalsReporter } from './vitals-reporter';

const METRICS_URL = `${process.env.SHOP_API_URL || ''}/api/metrics`;

/**
 * Measures this page view with the web-vitals package and reports it to POST /api/metrics.
 * Loaded after the load event: the observers are buffered, so nothing measured earlier is lost,
 * and the page's first JavaScript does not carry the library.
 */
export function reportWebVitals({ routes, loadedAt }: { routes: RouteObject[]; loadedAt: number }): void {
  startVitalsReporter({
    route: routePatternFor(routePatterns(routes), window.location.pathname),
    delayMs: Math.max(0, loadedAt + REPORT_DELAY_MS - performance.now()),
    observeVitals: (onSample) => {
      // reportAllChanges: the value as it stands at 3 s, not only once the page is hidden.
      for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
        observe((metric) => onSample({ name: metric.name, value: metric.value }), { reportAllChanges: true });
      }
    },
    observeResources: (onResource) => {
      if (typeof PerformanceObserver === 'undefined') return;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onResource(entry as PerformanceResourceTiming);
      }).observe({ type: 'resource', buffered: true });
    },
    onPageHide: (listener) => {
      // visibilitychange is the last event mobile browsers reliably deliver; pagehide covers the rest.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') listener();
      });
      window.addEventListener('pagehide', listener);
    },
    // text/plain (a string body): a Blob typed application/json is not CORS-safelisted for beacons.
    send: (body) => navigator.sendBeacon(METRICS_URL, body),
    // Each slice's release and its failures ride on the beacon: the canary decider's numbers.
    takeSliceHealth,
  });
}
