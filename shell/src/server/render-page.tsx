import { Writable } from 'node:stream';
import * as jotai from 'jotai';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import * as reactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as sharedApi from 'shared-ui/api';
import * as sharedDesign from 'shared-ui/design';
import * as sharedFormat from 'shared-ui/format';
import * as sharedState from 'shared-ui/state';
import * as sharedTypes from 'shared-ui/types';
import type { RemotesMap, SliceRoutesModule } from 'shared-ui/types';
import { ShopFrame } from '../app';
import { ShopRoutes } from '../router';
import { SliceLoaderContext, type SliceLoader } from '../remotes/slice-loader';
import { slicesFromMap } from '../remotes/slices';

/**
 * The shell's server build (dist/server/render-page.cjs, shared-ui/build/server-bundle.cjs): the API
 * renders every page with it (api/src/site/server-render/). The page is the browser's own tree, the
 * shell's layout and the route's slice, with a static router at the requested URL; the slice's
 * routes come from its server build, which the API loads from its live release.
 */

/**
 * The shared singletons a slice's server build takes from the page, as its browser build takes them
 * from the shell (shared-ui/build/shared-dependencies.cjs lists them): one React renders the page.
 * They are bundled here in their production builds, whatever NODE_ENV the API runs with.
 */
export const sharedModules: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  jotai,
  'styled-components': styledComponents,
  'shared-ui/api': sharedApi,
  'shared-ui/design': sharedDesign,
  'shared-ui/format': sharedFormat,
  'shared-ui/state': sharedState,
  'shared-ui/types': sharedTypes,
};

export interface RenderPageInput {
  /** path and query of the page */
  url: string;
  /** the visitor's remotes map: which slice owns which route */
  remotesMap: RemotesMap;
  /** the slice's server build (its live release's routes.cjs) */
  loadSlice: (remote: string) => Promise<SliceRoutesModule>;
  /** answers the page's API reads in process */
  fetch: typeof fetch;
  /** After this the render stops: what is not ready is left to the browser. */
  timeoutMs: number;
  /** A part that threw (it is left to the browser): for the server's log. */
  onPartError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** #root's content */
  html: string;
  /** styled-components' <style> element for the page */
  styles: string;
  /** the answers the page was rendered with, by query key (shared-ui/api server-queries.ts) */
  answers: Record<string, unknown>;
  /** false when a part was left to the browser (it threw, or the time ran out) */
  complete: boolean;
}

let configuredFetch: typeof fetch | undefined;

/** The server's reads never go over the network or carry a session: only public data is rendered. */
function connectServerFetch(serverFetch: typeof fetch) {
  if (configuredFetch === serverFetch) return;
  sharedApi.configureApiClient({ baseUrl: 'http://shop.internal', fetch: serverFetch, getToken: () => undefined });
  configuredFetch = serverFetch;
}

/** One request's slice loader: the same promise per slice, as React's `use` needs. */
function requestSliceLoader(loadSlice: RenderPageInput['loadSlice']): SliceLoader {
  const loads = new Map<string, Promise<SliceRoutesModule>>();
  return {
    load(remote) {
      let load = loads.get(remote);
      if (!load) {
        load = loadSlice(remote);
        // `use` reports a failure; this promise alone must not.
        load.catch(() => undefined);
        loads.set(remote, load);
      }
      return load;
    },
    reset: async () => undefined,
  };
}

/** Renders the page at `url`, waiting for its data, within `timeoutMs`. */
export function renderPage({ url, remotesMap, loadSlice, fetch: serverFetch, timeoutMs, onPartError }: RenderPageInput): Promise<RenderedPage> {
  connectServerFetch(serverFetch);
  const controller = new AbortController();
  const queries = new sharedApi.ServerQueries(controller.signal);
  const sheet = new ServerStyleSheet();
  const element = sheet.collectStyles(
    <SliceLoaderContext.Provider value={requestSliceLoader(loadSlice)}>
      <sharedApi.ServerQueriesContext.Provider value={queries}>
        <ShopFrame store={sharedState.createShopStore()}>
          <StaticRouter location={url}>
            <ShopRoutes slices={slicesFromMap(remotesMap)} />
          </StaticRouter>
        </ShopFrame>
      </sharedApi.ServerQueriesContext.Provider>
    </SliceLoaderContext.Provider>,
  );
  return new Promise<RenderedPage>((resolve, reject) => {
    let complete = true;
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      try {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags(), answers: queries.answers(), complete });
      } finally {
        sheet.seal();
      }
    };
    const collect = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        finish();
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is sent whole, once everything is ready: every part in place, no inline scripts
      // moving parts into it (the page's CSP allows none), nothing for the browser to patch.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(collect),
      onShellError: (error) => {
        clearTimeout(timer);
        sheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // A part that threw is rendered by the browser (its Suspense boundary's fallback on the server).
      onError: (error) => {
        if (complete || !controller.signal.aborted) onPartError?.(error);
        complete = false;
      },
    });
    const timer = setTimeout(() => {
      complete = false;
      controller.abort();
      stream.abort(new Error(`the server render took over ${timeoutMs} ms`));
    }, timeoutMs);
  });
}

/** What every page's head carries before its markup: the theme is picked before the first paint. */
export { THEME_BEFORE_PAINT_CSS as headCss, THEME_BEFORE_PAINT_SCRIPT as headScript } from 'shared-ui/first-view';
