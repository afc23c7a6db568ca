import type { FastifyInstance } from 'fastify';
import { DEPENDS_ON_EVERYTHING, mergeTags, type AnswerTags } from '../../services/product-changes/answer-tags.js';
import type { RemotesMap } from '../site-config.js';
import { createServerFetch } from './server-fetch.js';
import { createShellServerBuild, type LoadedShell } from './shell-server-build.js';
import { SliceServerBuilds } from './slice-server-builds.js';

/**
 * How long a page's render may take, its API reads included. After it the render stops: what is
 * ready is sent and the rest is rendered by the browser, as it would be with no server render.
 */
export const SERVER_RENDER_TIMEOUT_MS = 1_000;

export interface ServerRenderOptions {
  shellDir: string;
  /** the repository root the remotes' builds are in (<root>/mf-<name>/dist) */
  root: string;
  /** the release root (releases/<package>/<id>/) */
  releases: string;
  timeoutMs?: number;
}

export interface ServerRenderedPage {
  /** #root's content, or null when the page could not be rendered (the browser renders it) */
  html: string | null;
  /** style elements and the theme's head script, for the page's head */
  styles: string;
  headScript: string;
  headCss: string;
  /** the answers the page was rendered with, by query key */
  answers: Record<string, unknown>;
  /** false when the time bound or a part's error left some of the page to the browser */
  complete: boolean;
  /** what the answers it read show and depend on (the page cache drops the page with them) */
  tags: AnswerTags;
}

/**
 * Renders a page with the shell's server build and the route's slice's server build from the
 * visitor's live release (README, "Server rendering"). `render` gives null when the shell has no
 * server build; `warmUp` loads the builds a map names and renders the home page once, so the first
 * visitor after a start does not wait for the builds to load and the renderer to be compiled.
 */
export function createServerRender(app: FastifyInstance, options: ServerRenderOptions) {
  const shellBuild = createShellServerBuild(app, options.shellDir);
  const slices = new SliceServerBuilds(app, options.root, options.releases);
  const timeoutMs = options.timeoutMs ?? SERVER_RENDER_TIMEOUT_MS;

  const sliceLoader = (remotesMap: RemotesMap, shell: LoadedShell) => (remote: string) => {
    const entry = remotesMap[remote]?.entry;
    return entry ? slices.load(entry, shell) : Promise.reject(new Error(`the map names no entry for ${remote}`));
  };

  async function render(remotesMap: RemotesMap, url: string): Promise<ServerRenderedPage | null> {
    const shell = shellBuild();
    if (!shell) return null;
    const { headScript, headCss } = shell.module;
    const loadSlice = sliceLoader(remotesMap, shell);
    const started = performance.now();
    const read: AnswerTags[] = [];
    const serverFetch = createServerFetch(app, (tags) => read.push(tags));
    try {
      const page = await shell.module.renderPage({
        url,
        remotesMap,
        loadSlice,
        fetch: serverFetch,
        timeoutMs,
        onPartError: (error) =>
          app.log.warn('part of %s was left to the browser: %s', url, error instanceof Error ? error.message : String(error)),
      });
      const took = performance.now() - started;
      if (!page.complete) app.log.warn('%s was rendered in part (%d ms): the browser renders the rest', url, Math.round(took));
      return {
        html: page.html,
        styles: page.styles,
        headScript,
        headCss,
        answers: page.answers,
        complete: page.complete,
        tags: mergeTags(read),
      };
    } catch (error) {
      app.log.error('%s could not be rendered on the server (%s): the browser renders it', url, (error as Error).message);
      return { html: null, styles: '', headScript, headCss, answers: {}, complete: false, tags: DEPENDS_ON_EVERYTHING };
    }
  }

  /** Loads the shell's server build and every slice build the map names; false when the shell has none. */
  async function loadBuilds(remotesMap: RemotesMap): Promise<boolean> {
    const shell = shellBuild();
    if (!shell) return false;
    const loadSlice = sliceLoader(remotesMap, shell);
    await Promise.allSettled(Object.keys(remotesMap).map(loadSlice));
    return true;
  }

  async function warmUp(remotesMap: RemotesMap): Promise<void> {
    if (await loadBuilds(remotesMap)) await render(remotesMap, '/');
  }

  return { render, warmUp, loadBuilds };
}
