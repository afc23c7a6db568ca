import * as jotai from 'jotai';
import * as react from 'react';
import type { ReactNode } from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import * as sharedApi from 'shared-ui/api';
import * as sharedDesign from 'shared-ui/design';
import * as sharedFormat from 'shared-ui/format';
import type { RenderPageInput as ShellRenderInput, RenderedPage, ShellRenderModule } from 'shared-ui/contract';
import {
  BROWSER_STATE_BEFORE_PAINT_CSS,
  BROWSER_STATE_BEFORE_PAINT_SCRIPT,
  THEME_BEFORE_PAINT_SCRIPT,
} from 'shared-ui/first-view';
import { renderToHtml } from 'shared-ui/server-render';
import * as sharedState from 'shared-ui/state';
import * as sharedTypes from 'shared-ui/types';
import type { SliceRoutesModule } from 'shared-ui/types';
import { ShopFrame } from '../app';
import { ShopRoutes } from '../router';
import { SliceLoaderContext, type SliceLoader } from '../remotes/slice-loader';
import { slicesFromMap } from '../remotes/slices';

/**
 * The shell's server build (dist/server/render-page.cjs, shared-ui/build/server-bundle.cjs): the API
 * renders every page with it (api/src/site/server-render/), knowing its exports as the contract's
 * ShellRenderModule (shared-ui/src/contract/shell-render.ts). The page is the browser's own tree, the
 * shell's layout and the route's slice, with a static router at the requested URL; the slice's
 * routes come from its server build, which the API loads from its live release.
 */

/**
 * The shared singletons a slice's server build takes from the page, as its browser build takes them
 * from the shell (shared-ui/build/shared-dependencies.cjs lists them): one React renders the page.
 * They are bundled here in their production builds, whatever NODE_ENV the API runs with.
 */
export const sharedModules: ShellRenderModule['sharedModules'] = {
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

/** The versions of the shared singletons this build provides, for the API's check of a slice release's needs. */
export const sharedVersions: NonNullable<ShellRenderModule['sharedVersions']> = {
  react: react.version,
  'react-dom': reactDom.version,
};

export type RenderPageInput = ShellRenderInput<ReactNode>;

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
export function renderPage({
  url,
  remotesMap,
  loadSlice,
  fetch: serverFetch,
  timeoutMs,
  onPartError,
}: RenderPageInput): Promise<RenderedPage> {
  connectServerFetch(serverFetch);
  return renderToHtml(
    <SliceLoaderContext.Provider value={requestSliceLoader(loadSlice)}>
      <ShopFrame store={sharedState.createShopStore()}>
        <StaticRouter location={url}>
          <ShopRoutes slices={slicesFromMap(remotesMap)} />
        </StaticRouter>
      </ShopFrame>
    </SliceLoaderContext.Provider>,
    { timeoutMs, onPartError },
  );
}

/**
 * What every page's head carries before its markup: the theme and what browser storage holds
 * (BrowserStateCases) are picked before the first paint.
 */
export const headScript = THEME_BEFORE_PAINT_SCRIPT + BROWSER_STATE_BEFORE_PAINT_SCRIPT;
// The palettes' CSS (THEME_BEFORE_PAINT_CSS) is not here: index.html carries it on every page
// (shared-ui/build/create-webpack-config.cjs).
export const headCss = BROWSER_STATE_BEFORE_PAINT_CSS;
