import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AFTER_PAINT_LOADER, loadScriptsAfterPaint } from './first-view/after-paint-loader.js';
import { TAP_HOLDER } from './first-view/tap-holder.js';
import { inlineJson } from './first-view/html-escaping.js';
import { createBuildJsonReader } from './first-view/remote-build-files.js';
import { remotePreloads } from './first-view/remote-preloads.js';
import { routeOwner } from './first-view/route-owner.js';
import { createServerRender } from './server-render/server-render.js';
import { releaseRoot, type RemotesMap } from './site-config.js';
import { DEPENDS_ON_EVERYTHING, type AnswerTags } from '../services/product-changes/answer-tags.js';

/**
 * The page the server answers for a route: the shell's index.html with the route rendered into it
 * by React on the server (server-render/: the shell's layout and the slice's route, from their
 * server builds, with the data they read inlined for hydration), the remotes map inline (no
 * /remotes.json round trip) and preload hints for the route's remote entry and the chunks of its
 * `./routes` module, so the browser fetches them beside main.js and hydrates sooner. Behind a rendered
 * page those scripts start after its first paint, or at once on a tap (first-view/after-paint-loader.ts).
 */

export interface FirstViewOptions {
  /** where the shell's build is: its index.html and server/render-page.cjs */
  shellDir: string;
  /** the repository root the remotes' builds are in (<root>/mf-<name>/dist); default: two levels above shellDir */
  root?: string;
  /** the server render's time bound (server-render.ts) */
  renderTimeoutMs?: number;
}

export interface FirstViewPage {
  html: string;
  /** CSP sources of the inline scripts the page now carries */
  scriptHashes: string[];
  /** whether the server rendered the whole page (nothing was left to the browser by a time bound or an error) */
  serverRendered: boolean;
  /** what the product answers it inlined show and depend on */
  tags: AnswerTags;
}

export interface FirstViewInput {
  /** The map exactly as /remotes.json answers it. */
  remotesMap: RemotesMap;
  /** The requested path, without the query. */
  path: string;
  /** The query string of the page's URL, if any. */
  query?: string;
}

/** The shell's empty mount point, as written or as the production build minifies it (`<div id=root>`). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export function createFirstView(
  app: FastifyInstance,
  { shellDir, root = resolve(shellDir, '..', '..'), renderTimeoutMs }: FirstViewOptions,
) {
  const readBuildJson = createBuildJsonReader(app);
  const serverRender = createServerRender(app, {
    shellDir,
    root,
    releases: releaseRoot(app.config),
    timeoutMs: renderTimeoutMs,
  });

  async function renderFirstView(html: string, { remotesMap, path, query = '' }: FirstViewInput): Promise<FirstViewPage> {
    const owner = routeOwner(remotesMap, path);
    const head = [`<script type="application/json" id="shop-remotes">${inlineJson(remotesMap)}</script>`];
    const scriptHashes: string[] = [];
    const [preloads, page] = await Promise.all([
      owner?.entry ? remotePreloads(readBuildJson, owner.entry) : Promise.resolve([]),
      EMPTY_ROOT.test(html) ? serverRender.render(remotesMap, query ? `${path}?${query}` : path) : Promise.resolve(null),
    ]);
    head.push(...preloads);
    let body = html;
    const rendered = page?.html ?? null;
    if (page) {
      // First in the head: the theme is picked before any style or markup is parsed. Behind a rendered
      // page the same script holds taps from the body's first byte on (tap-holder.ts): one hash, not two.
      const headScript = rendered !== null ? `${page.headScript};${TAP_HOLDER}` : page.headScript;
      head.unshift(`<script>${headScript}</script>`, `<style>${page.headCss}</style>`);
      scriptHashes.push(sha256Source(headScript));
      if (rendered !== null) {
        head.push(page.styles, `<script type="application/json" id="shop-query-data">${inlineJson(page.answers)}</script>`);
        body = body.replace(EMPTY_ROOT, () => `<div id="root" data-server-rendered>${rendered}</div>`);
      }
    }
    body = body.replace('</head>', () => `${head.join('')}</head>`);
    if (rendered === null) return { html: body, scriptHashes, serverRendered: false, tags: DEPENDS_ON_EVERYTHING };
    // Behind a rendered page the scripts wait for its first paint (after-paint-loader.ts).
    return {
      html: loadScriptsAfterPaint(body),
      scriptHashes: [...scriptHashes, sha256Source(AFTER_PAINT_LOADER)],
      serverRendered: page?.complete === true,
      tags: page?.tags ?? DEPENDS_ON_EVERYTHING,
    };
  }

  return Object.assign(renderFirstView, { warmUp: serverRender.warmUp, loadBuilds: serverRender.loadBuilds });
}
