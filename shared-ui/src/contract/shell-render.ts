/**
 * The shell's server build (shell/dist/server/render-page.cjs, from shell/src/server/render-page.tsx)
 * as the API loads and calls it (api/src/site/server-render/). Types only: both sides import them.
 * `Element` is a page's React element; the API passes a slice's pages on without looking at them.
 */
import type { RemotesMap } from './remotes-map.js';

/** The platform's fetch: the contract compiles without DOM or Node types, and whoever reads this has one. */
type PlatformFetch = typeof globalThis extends { fetch: infer Fetch } ? Fetch : never;

/** What a slice's server build exports (its `./routes` built for Node): its pages by path. */
export interface SliceServerRoutes<Element = unknown> {
  routes: { path: string; element: Element }[];
}

export interface RenderPageInput<Element = unknown> {
  /** path and query of the page */
  url: string;
  /** the visitor's remotes map: which slice owns which route */
  remotesMap: RemotesMap;
  /** the slice's server build (its live release's routes.cjs) */
  loadSlice: (remote: string) => Promise<SliceServerRoutes<Element>>;
  /** answers the page's API reads in process */
  fetch: PlatformFetch;
  /** After this the render stops: what is not ready is left to the browser. */
  timeoutMs: number;
  /** A part that threw (it is left to the browser): for the server's log. */
  onPartError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** the page's markup, every part in place */
  html: string;
  /** styled-components' <style> element for the markup */
  styles: string;
  /** the answers the queries read, by query key, for the page (#shop-query-data) */
  answers: Record<string, unknown>;
  /** false when a part was left to the browser (it threw, or the time ran out) */
  complete: boolean;
}

/** What the shell's server build exports. */
export interface ShellRenderModule {
  renderPage(input: RenderPageInput): Promise<RenderedPage>;
  /** the shared singletons a slice's server build takes from the page, by module id */
  sharedModules: Record<string, unknown>;
  /** versions of the shared singletons it provides (React's, react-dom's) */
  sharedVersions?: Record<string, string>;
  /** what every page's head carries before its markup: the theme picked before the first paint */
  headScript: string;
  headCss: string;
}
