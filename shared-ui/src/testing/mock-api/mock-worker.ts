import { setupWorker } from 'msw/browser';
import { applyScenarioStorage, scenarioHandlers, type MockScenario } from './scenarios';

/**
 * The standalone page's mock API: MSW's service worker (mockServiceWorker.js, which the build puts
 * beside index.html) answers the page's API and image calls from `scenario`. Loaded only by a
 * dynamic import when the page asks for a scenario, so no shopper's page ever carries it.
 */
export async function startMockWorker(scenario: MockScenario): Promise<void> {
  applyScenarioStorage(scenario);
  const worker = setupWorker(...scenarioHandlers(scenario));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // The page's own files are not the API's: they load as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
