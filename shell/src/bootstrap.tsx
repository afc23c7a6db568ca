import { createRoot } from 'react-dom/client';
import { connectApiClientToStore, shopStore } from 'shared-ui/state';
import { App } from './app';
import { loadRemotesMap } from './remotes/remote-registry';
import { createShopRoutes } from './router';

// Start fetching /remotes.json now; routes wait for it only when they need a remote.
void loadRemotesMap();
connectApiClientToStore(shopStore);

createRoot(document.getElementById('root')!).render(<App />);

/** Runs once the page has loaded (at once if it already has), with the time of the load event. */
function afterLoad(run: (loadedAt: number) => void) {
  if (document.readyState === 'complete') run(performance.now());
  else window.addEventListener('load', () => run(performance.now()), { once: true });
}

// The service worker and the web-vitals reporter wait for the load event and come in one small
// chunk of their own, so the page's first JavaScript does not grow. Not in development: a worker
// would serve stale files to Fast Refresh, and dev bundles would trip the size warnings.
if (process.env.NODE_ENV === 'production') {
  afterLoad((loadedAt) => {
    void import(/* webpackChunkName: "after-load" */ './service-worker/register-service-worker').then((module) =>
      module.registerServiceWorker(),
    );
    void import(/* webpackChunkName: "after-load" */ './web-vitals/report-web-vitals').then((module) =>
      module.reportWebVitals({ routes: createShopRoutes(), loadedAt }),
    );
  });
}
