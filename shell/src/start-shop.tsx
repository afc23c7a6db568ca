import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { connectApiClientToStore, shopStore } from 'shared-ui/state';
import { App } from './app';
import { holdTapsUntilHydrated } from './remotes/held-taps';
import { installLastKnownGood, loadRemotesMap } from './remotes/remote-registry';
import { slicesFromMap } from './remotes/slices';
import { shopRouteTable } from './router';
import { SERVER_RENDERED_ATTRIBUTE } from './server/server-rendered';
import { yieldToMain } from './start/yield-to-main';

/** Connects the store, reads the route table and takes over the server's page (or renders it). */
export function startShop() {
  connectApiClientToStore(shopStore);
  installLastKnownGood();

  // The route table comes from /remotes.json (each slice's release declares its routes), so the map
  // is read before the first render. Without it the header, footer and the shell's own pages still
  // work; every other path offers a retry.
  const slices = loadRemotesMap().then(slicesFromMap, (error: unknown) => {
    console.error('[shell] the remotes map could not be read:', error instanceof Error ? error.message : error);
    return null;
  });
  void slices.then(async (table) => {
    shopRouteTable(table);
    // Taking over the page is a task of its own, not the tail of evaluating the shop's modules.
    await yieldToMain();
    const container = document.getElementById('root')!;
    // The server rendered the page (api/src/site/server-render): React takes over its markup and keeps
    // the slice's part until the slice has loaded; taps made on that part meanwhile are held and made
    // again once it has hydrated (remotes/held-taps.ts). At the default priority, not as a transition:
    // in slices, a tap on the slice's part made while the frame hydrated was lost now and then (README).
    if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
      holdTapsUntilHydrated(container);
      hydrateRoot(container, <App slices={table} />, { onRecoverableError: reportHydrationError });
      return;
    }
    const root = createRoot(container);
    // A transition: React renders the first view in ~5 ms slices, so the page never blocks for long.
    startTransition(() => root.render(<App slices={table} />));
  });

  // The service worker and the web-vitals reporter wait for the load event and come in one small
  // chunk of their own, so the page's first JavaScript does not grow. Not in development: a worker
  // would serve stale files to Fast Refresh, and dev bundles would trip the size warnings.
  if (process.env.NODE_ENV === 'production') {
    afterLoad((loadedAt) => {
      void import(/* webpackChunkName: "after-load" */ './service-worker/register-service-worker').then((module) =>
        module.registerServiceWorker(),
      );
      void Promise.all([import(/* webpackChunkName: "after-load" */ './web-vitals/report-web-vitals'), slices]).then(
        // The routes this pathname may match: the same pattern as the whole table's, from a handful.
        ([module, table]) => module.reportWebVitals({ routes: shopRouteTable(table)(window.location.pathname), loadedAt }),
      );
    });
  }
}

/** Markup that did not match is re-rendered by React; the console says where, for the team that owns it. */
function reportHydrationError(error: unknown) {
  console.error('[shell] the server-rendered page did not hydrate as rendered:', error instanceof Error ? error.message : error);
}

/** Runs once the page has loaded (at once if it already has), with the time of the load event. */
function afterLoad(run: (loadedAt: number) => void) {
  if (document.readyState === 'complete') run(performance.now());
  else window.addEventListener('load', () => run(performance.now()), { once: true });
}
