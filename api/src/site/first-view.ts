import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AFTER_PAINT_LOADER, loadScriptsAfterPaint } from './first-view/after-paint-loader.js';
import { inlineJson } from './first-view/html-escaping.js';
import { imagePreloads, initialAnswers, initialDataScript } from './first-view/initial-answers.js';
import type { PrerenderedFragment } from './first-view/prerendered-fragment.js';
import { prerenderedPage, type PrerenderedPage } from './first-view/prerendered-page.js';
import { createBuildJsonReader, remoteFragment } from './first-view/remote-build-files.js';
import { remotePreloads } from './first-view/remote-preloads.js';
import { routeOwner, type RemotesMapEntry, type RouteOwner } from './first-view/route-owner.js';
import { fillParams } from './first-view/route-patterns.js';
import { RouteRenderer } from './first-view/route-renderer.js';
import { createShellChromeReader } from './first-view/shell-chrome.js';
import { releaseRoot } from './site-config.js';

/**
 * What the server adds to the shell's index.html so the first view does not wait for a chain of
 * requests: the remotes map inline (no /remotes.json round trip) and, for the route's remote,
 * preload hints for its remote entry and the chunks of its `./routes` module (read from its manifest). The browser
 * then fetches all of them beside main.js instead of one after another. For a route's plain URL it
 * also puts the first view itself in the page: the shell's prerendered header and footer and the
 * route's prerendered fragment, with their CSS, so the first paint needs no JavaScript. The steps are
 * the modules of ./first-view/.
 */

export interface FirstViewOptions {
  /** where the shell's build is: its index.html and first-view-chrome.json */
  shellDir: string;
  /** the repository root the remotes' builds are in (<root>/mf-<name>/dist); default: two levels above shellDir */
  root?: string;
}

export interface FirstViewPage {
  html: string;
  /** CSP sources of the inline scripts the page now carries */
  scriptHashes: string[];
}

export interface FirstViewInput {
  /** The map exactly as /remotes.json answers it. */
  remotesMap: Record<string, RemotesMapEntry>;
  /** The requested path, without the query. */
  path: string;
  /** The query string of the page's URL, if any. */
  query?: string;
}

/** The shell's empty mount point, as written or as the production build minifies it (`<div id=root>`). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The page being put together: its HTML, what goes at the end of its head, and its inline scripts' hashes. */
interface PageInProgress {
  html: string;
  head: string[];
  scriptHashes: string[];
  /** the route's own markup is in #root: the scripts wait for its paint */
  routeFragmentInlined: boolean;
}

export function createFirstView(app: FastifyInstance, { shellDir, root = resolve(shellDir, '..', '..') }: FirstViewOptions) {
  const readBuildJson = createBuildJsonReader(app);
  const shellChrome = createShellChromeReader(shellDir);
  const routeRenderer = new RouteRenderer(app, root, releaseRoot(app.config));

  /** The route's own markup: a fragment file of the remote's build, or its render module run on the first answer. */
  async function routeFragment(owner: RouteOwner, firstAnswer: unknown): Promise<PrerenderedFragment | null> {
    if (owner.entry && owner.hints.markup) return remoteFragment(readBuildJson, owner.entry, owner.hints.markup);
    if (owner.entry && owner.hints.render) return routeRenderer.render(owner.entry, owner.hints.render, firstAnswer);
    return null;
  }

  /** What the route's plain URL adds: its first answers inlined, its images preloaded, its prerendered page. */
  async function plainUrlFirstView(page: PageInProgress, owner: RouteOwner, path: string) {
    const dataUrls = (owner.hints.data ?? []).map((url) => fillParams(url, owner.route, path));
    const answers = await initialAnswers(app, dataUrls);
    const images = (owner.hints.images ?? []).map((image) => fillParams(image, owner.route, path));
    page.head.push(...imagePreloads(images, answers), ...initialDataScript(answers));
    const shell = shellChrome();
    if (!shell) return;
    // A route rendered per request renders its first answer (the product); none, no markup.
    const route = await routeFragment(owner, dataUrls[0] === undefined ? undefined : answers[dataUrls[0]]);
    inlinePrerendered(page, prerenderedPage(shell, route, path));
  }

  return async function renderFirstView(html: string, { remotesMap, path, query = '' }: FirstViewInput): Promise<FirstViewPage> {
    const owner = routeOwner(remotesMap, path);
    const page: PageInProgress = {
      html,
      head: [`<script type="application/json" id="shop-remotes">${inlineJson(remotesMap)}</script>`],
      scriptHashes: [],
      routeFragmentInlined: false,
    };
    if (owner?.entry) page.head.push(...(await remotePreloads(readBuildJson, owner.entry)));
    // The hints describe the route's plain first view; filters in the query string ask for other data.
    if (owner && !query) await plainUrlFirstView(page, owner, path);
    return finishPage(page);
  };
}

/** The prerendered first view into the empty #root, its CSS and theme script into the head. */
function inlinePrerendered(page: PageInProgress, prerendered: PrerenderedPage) {
  if (!EMPTY_ROOT.test(page.html)) return;
  // The script first: it picks the theme before the styles and the markup are parsed.
  if (prerendered.script) {
    page.head.unshift(`<script>${prerendered.script}</script>`);
    page.scriptHashes.push(sha256Source(prerendered.script));
  }
  page.head.push(`<style data-first-view>${prerendered.css}</style>`);
  page.html = page.html.replace(EMPTY_ROOT, () => `<div id="root">${prerendered.root}</div>`);
  // Only a route's own fragment holds its largest paint; behind the bare chrome the page
  // still needs its scripts at once.
  page.routeFragmentInlined = prerendered.hasRoute;
}

/** The head's additions in place and, behind a route's own markup, the scripts deferred to after its paint. */
function finishPage(page: PageInProgress): FirstViewPage {
  let html = page.html.replace('</head>', () => `${page.head.join('')}</head>`);
  const scriptHashes = [...page.scriptHashes];
  if (page.routeFragmentInlined) {
    html = loadScriptsAfterPaint(html);
    scriptHashes.push(sha256Source(AFTER_PAINT_LOADER));
  }
  return { html, scriptHashes };
}
