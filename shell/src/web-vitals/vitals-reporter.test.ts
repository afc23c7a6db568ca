import { startVitalsReporter, type ResourceSize, type VitalSample } from './vitals-reporter';

/**
 * The reporter with the browser's measurements played by the test: `measure` delivers a metric
 * value as web-vitals would, `load` a resource timing, `leave` the page's pagehide.
 */
function startReporter(delayMs = 3000) {
  let measure: (sample: VitalSample) => void = () => {};
  let load: (resource: ResourceSize) => void = () => {};
  let leave: () => void = () => {};
  const beacons: { route: string; metrics: VitalSample[] }[] = [];
  const warnings: string[] = [];
  startVitalsReporter({
    route: '/product/:id',
    delayMs,
    observeVitals: (onSample) => {
      measure = onSample;
    },
    observeResources: (onResource) => {
      load = onResource;
    },
    onPageHide: (listener) => {
      leave = listener;
    },
    send: (body) => {
      beacons.push(JSON.parse(body));
    },
    warn: (message) => {
      warnings.push(message);
    },
  });
  return {
    measure: (sample: VitalSample) => measure(sample),
    load: (r: ResourceSize) => load(r),
    leave: () => leave(),
    beacons,
    warnings,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('web-vitals reporter', () => {
  it('sends the metrics once, 3 seconds after load, with the route pattern and the latest value of each', () => {
    const page = startReporter();
    page.measure({ name: 'TTFB', value: 80 });
    page.measure({ name: 'FCP', value: 700 });
    page.measure({ name: 'LCP', value: 900 });
    page.measure({ name: 'LCP', value: 1200 });
    page.measure({ name: 'CLS', value: 0.01 });

    jest.advanceTimersByTime(2999);
    expect(page.beacons).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(page.beacons).toEqual([
      {
        route: '/product/:id',
        metrics: [
          { name: 'TTFB', value: 80 },
          { name: 'FCP', value: 700 },
          { name: 'LCP', value: 1200 },
          { name: 'CLS', value: 0.01 },
        ],
      },
    ]);

    // Updates of metrics already sent are not sent again.
    page.measure({ name: 'CLS', value: 0.02 });
    jest.advanceTimersByTime(60_000);
    page.leave();
    expect(page.beacons).toHaveLength(1);
  });

  it('sends a metric that first appears after 3 s (INP after an interaction) when the page goes away, once', () => {
    const page = startReporter();
    page.measure({ name: 'LCP', value: 1000 });
    jest.advanceTimersByTime(3000);
    page.measure({ name: 'INP', value: 120 });
    page.measure({ name: 'INP', value: 160 });
    page.leave();
    page.leave();
    expect(page.beacons).toEqual([
      { route: '/product/:id', metrics: [{ name: 'LCP', value: 1000 }] },
      { route: '/product/:id', metrics: [{ name: 'INP', value: 160 }] },
    ]);
  });

  it('sends what it has when the page goes away before the 3 s, and nothing more at 3 s', () => {
    const page = startReporter();
    page.measure({ name: 'FCP', value: 500 });
    jest.advanceTimersByTime(1000);
    page.leave();
    jest.advanceTimersByTime(5000);
    expect(page.beacons).toEqual([{ route: '/product/:id', metrics: [{ name: 'FCP', value: 500 }] }]);
  });

  it('waits only for what is left of the 3 s when it starts late', () => {
    const page = startReporter(1200);
    page.measure({ name: 'TTFB', value: 50 });
    jest.advanceTimersByTime(1200);
    expect(page.beacons).toHaveLength(1);
  });

  it('sends no empty report', () => {
    const page = startReporter();
    jest.advanceTimersByTime(3000);
    page.leave();
    expect(page.beacons).toHaveLength(0);
  });

  it('warns about LCP over 2500 ms, INP over 200 ms and CLS over 0.1, once per metric', () => {
    const page = startReporter();
    page.measure({ name: 'LCP', value: 2500 });
    page.measure({ name: 'INP', value: 200 });
    page.measure({ name: 'CLS', value: 0.1 });
    page.measure({ name: 'FCP', value: 9000 });
    expect(page.warnings).toEqual([]);

    page.measure({ name: 'LCP', value: 2600 });
    page.measure({ name: 'LCP', value: 3100 });
    page.measure({ name: 'INP', value: 240 });
    page.measure({ name: 'CLS', value: 0.23 });
    expect(page.warnings).toEqual([
      '[web-vitals] LCP is 2600 ms on /product/:id, above the 2500 ms threshold',
      '[web-vitals] INP is 240 ms on /product/:id, above the 200 ms threshold',
      '[web-vitals] CLS is 0.230 on /product/:id, above the 0.1 threshold',
    ]);
  });

  it('warns about every resource over 1,000,000 bytes, by transfer or body size', () => {
    const page = startReporter();
    page.load({ name: 'https://shop.test/main.js', transferSize: 300_000, encodedBodySize: 299_000 });
    page.load({ name: 'https://shop.test/exactly.js', transferSize: 1_000_000, encodedBodySize: 1_000_000 });
    page.load({ name: 'https://shop.test/hero.png', transferSize: 1_250_000, encodedBodySize: 1_249_000 });
    // From the HTTP cache: nothing transferred, but the file is still that big.
    page.load({ name: 'https://shop.test/vendor.js', transferSize: 0, encodedBodySize: 2_000_000 });
    expect(page.warnings).toEqual([
      '[web-vitals] https://shop.test/hero.png is 1,250,000 bytes, above 1,000,000 bytes',
      '[web-vitals] https://shop.test/vendor.js is 2,000,000 bytes, above 1,000,000 bytes',
    ]);
  });

  it('ignores values that are not finite non-negative numbers', () => {
    const page = startReporter();
    page.measure({ name: 'LCP', value: Number.NaN });
    page.measure({ name: 'CLS', value: -1 });
    jest.advanceTimersByTime(3000);
    expect(page.beacons).toHaveLength(0);
  });
});

describe('slice health on the beacon', () => {
  it("sends the slices' releases with every report and each failure once", () => {
    const beacons: unknown[] = [];
    let measure: (sample: VitalSample) => void = () => {};
    let leave = () => {};
    const pending = [{ kind: 'render-error' as const, slice: 'cart', release: '1.1.0-abc1234' }];
    startVitalsReporter({
      route: '/cart',
      delayMs: 3000,
      observeVitals: (onSample) => {
        measure = onSample;
      },
      observeResources: () => {},
      onPageHide: (listener) => {
        leave = listener;
      },
      send: (body) => beacons.push(JSON.parse(body)),
      takeSliceHealth: () => ({ events: pending.splice(0), releases: { cart: '1.1.0-abc1234', catalog: 'dist' } }),
    });
    measure({ name: 'TTFB', value: 50 });
    jest.advanceTimersByTime(3000);
    measure({ name: 'INP', value: 90 });
    leave();
    expect(beacons).toEqual([
      {
        route: '/cart',
        metrics: [{ name: 'TTFB', value: 50 }],
        releases: { cart: '1.1.0-abc1234', catalog: 'dist' },
        events: [{ kind: 'render-error', slice: 'cart', release: '1.1.0-abc1234' }],
      },
      { route: '/cart', metrics: [{ name: 'INP', value: 90 }], releases: { cart: '1.1.0-abc1234', catalog: 'dist' }, events: [] },
    ]);
  });
});
