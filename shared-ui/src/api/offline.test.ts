import { isOffline, OFFLINE_PAGE_TIMING } from 'shared-ui/api';

afterEach(() => {
  jest.restoreAllMocks();
  delete (performance as Partial<Performance>).getEntriesByType;
});

/** The page's navigation timing as the browser reports it (jsdom has no timing entries). */
function navigationWithServerTiming(names: string[]) {
  const navigation = { serverTiming: names.map((name) => ({ name, duration: 0, description: '' })) };
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [navigation] : []),
  });
}

describe('isOffline', () => {
  it('is true when the browser says it has no network', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOffline()).toBe(true);
  });

  it('is true on a page the service worker served from its cache because the network failed', () => {
    navigationWithServerTiming(['cache', OFFLINE_PAGE_TIMING]);
    expect(isOffline()).toBe(true);
  });

  it('is false on a page the network served while the browser is online', () => {
    navigationWithServerTiming(['cache']);
    expect(isOffline()).toBe(false);
  });
});
