import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, releaseRoot, remoteDistDir } from './site-config.js';

/**
 * What the server adds to the shell's index.html so the first view does not wait for a chain of
 * requests: the remotes map inline (no /remotes.json round trip) and, for the route's remote,
 * preload hints for its remote entry and the chunks of its `./routes` module (read from its manifest). The browser
 * then fetches all of them beside main.js instead of one after another. For a route's plain URL it
 * also puts the first view itself in the page: the shell's prerendered header and footer and the
 * route's prerendered fragment, with their CSS, so the first paint needs no JavaScript.
 */

/**
 * What a slice declares for a route's first view (package.json `shophub.firstView`, carried by the
 * remotes map): the API reads its first render makes and the images above the fold. Path params
 * (`:id`) are filled in from the page's URL.
 */
export interface FirstViewHints {
  data?: string[];
  images?: string[];
  /** a prerendered fragment file of the remote's build, beside its mf-manifest.json */
  markup?: string;
  /**
   * a server render module of the remote's build (CommonJS, beside its mf-manifest.json) exporting
   * `render(answer) -> { html, css } | null`, called with the route's first inlined answer
   */
  render?: string;
}

/** What a build renders ahead of time (shared-ui/first-view): markup, its CSS, maybe a head script. */
export interface PrerenderedFragment {
  html: string;
  css: string;
  script?: string;
}

/** Where the shell's chrome leaves room for the route (shell/src/first-view). */
export const ROUTE_SLOT = '<template data-route-slot=""></template>';
export const SHELL_CHROME_FILE = 'first-view-chrome.json';
/** The shell's empty mount point, as written or as the production build minifies it (`<div id=root>`). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;
/** A markup file named by the map is a file of the remote's build, never a path elsewhere. */
const FRAGMENT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/;
const RENDER_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.cjs$/;
/** A render slower than this is not worth its wait: the module is set aside until its file changes. */
const SLOW_RENDER_MS = 100;

/** A remotes map entry: a manifest URL, or an object that names it and the routes the remote owns. */
type RemotesMapEntry = string | { entry?: unknown; routes?: unknown; firstView?: unknown };

export interface FirstViewOptions {
  /** where the shell's build is: its index.html and first-view-chrome.json */
  shellDir: string;
  /** the repository root the remotes' builds are in (<root>/mf-<name>/dist); default: two levels above shellDir */
  root?: string;
}

/** What a remote's server render module exports. */
type RenderModule = { render: (answer: unknown) => unknown };

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

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const MANIFEST_TTL_MS = 5_000;
/** An inlined answer larger than this costs the HTML more than the round trip it saves. */
const MAX_INLINE_ANSWER_BYTES = 64 * 1024;

/** Matches a React Router pattern such as /product/:id against a path (no splats beyond a final '*'). */
export function routeMatches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.at(-1) === '*')
    return pathParts.length >= patternParts.length - 1 && matchParts(patternParts.slice(0, -1), pathParts);
  return patternParts.length === pathParts.length && matchParts(patternParts, pathParts);
}

function matchParts(patternParts: string[], pathParts: string[]): boolean {
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

function entryOf(value: RemotesMapEntry): string | null {
  if (typeof value === 'string') return value;
  return typeof value.entry === 'string' ? value.entry : null;
}

function routesOf(value: RemotesMapEntry): string[] {
  if (typeof value === 'string' || !Array.isArray(value.routes)) return [];
  return value.routes.filter((route): route is string => typeof route === 'string');
}

/** The manifest URL of the remote that owns the path, when the map says which one does. */
export function remoteEntryForPath(map: FirstViewInput['remotesMap'], path: string): string | null {
  return routeOwner(map, path)?.entry ?? null;
}

function routeOwner(map: FirstViewInput['remotesMap'], path: string) {
  for (const value of Object.values(map)) {
    const route = routesOf(value).find((pattern) => routeMatches(pattern, path));
    if (route) return { entry: entryOf(value), route, hints: hintsOf(value, route) };
  }
  return null;
}

function hintsOf(value: RemotesMapEntry, route: string): FirstViewHints {
  if (typeof value === 'string' || !value.firstView || typeof value.firstView !== 'object') return {};
  const hints = (value.firstView as Record<string, FirstViewHints | undefined>)[route];
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  const markup = typeof hints?.markup === 'string' && FRAGMENT_FILE.test(hints.markup) ? hints.markup : undefined;
  const render = typeof hints?.render === 'string' && RENDER_FILE.test(hints.render) ? hints.render : undefined;
  return {
    data: strings(hints?.data),
    images: strings(hints?.images),
    ...(markup ? { markup } : {}),
    ...(render ? { render } : {}),
  };
}

function asFragment(value: unknown): PrerenderedFragment | null {
  if (typeof value !== 'object' || value === null) return null;
  const { html, css, script } = value as Record<string, unknown>;
  if (typeof html !== 'string' || typeof css !== 'string') return null;
  // The CSS goes inside a <style> element: it must not be able to end it.
  if (/<\/style/i.test(css) || (script !== undefined && (typeof script !== 'string' || /<\/script/i.test(script)))) return null;
  return { html, css, ...(typeof script === 'string' ? { script } : {}) };
}

/** The shell's chrome and, when its build has one, the breadcrumb trail's box and the paths without it. */
interface ShellChrome extends PrerenderedFragment {
  breadcrumbs?: { html: string; hiddenOn: string[] };
}

function breadcrumbsOf(chrome: unknown): Pick<ShellChrome, 'breadcrumbs'> {
  const trail = (chrome as { breadcrumbs?: unknown }).breadcrumbs;
  if (typeof trail !== 'object' || trail === null) return {};
  const { html, hiddenOn } = trail as Record<string, unknown>;
  if (typeof html !== 'string' || !/^<nav\b/.test(html) || !Array.isArray(hiddenOn)) return {};
  return { breadcrumbs: { html, hiddenOn: hiddenOn.filter((path): path is string => typeof path === 'string') } };
}

/**
 * Loads the page's JavaScript once the prerendered first view has painted with its high-priority
 * images (at most a second after the HTML, at once in a hidden tab, which paints no frames). Until
 * then the scripts would only compete with the hero image for the network and hold back its paint:
 * the view is already on screen and needs none of them to show. Reads the list from
 * #shop-after-paint; a constant, so the page's policy allows it by its hash. A tap anywhere starts
 * them at once: the shopper wants the page to act now (the shell's head script keeps a tap on the
 * route's markup until React has the page, shell/src/first-view/first-view-taps.ts).
 */
export const AFTER_PAINT_LOADER = `(function(){var d=document,started=false;
d.addEventListener("click",function(){start()},true);
function start(){if(started)return;started=true;var list=JSON.parse(d.getElementById("shop-after-paint").textContent);
list.preloads.forEach(function(p){var l=d.createElement("link");l.rel="preload";l.as=p.as;l.href=p.href;if(p.crossorigin)l.crossOrigin=p.crossorigin;if(p.fetchpriority)l.setAttribute("fetchpriority",p.fetchpriority);d.head.appendChild(l)});
list.scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s)})}
function afterPaint(){if(d.hidden)start();else requestAnimationFrame(function(){setTimeout(start,0)})}
var images=[].slice.call(d.querySelectorAll('#root img[fetchpriority="high"]')),waiting=images.length;
function settled(){if(--waiting===0)afterPaint()}
if(!waiting)afterPaint();
images.forEach(function(image){if(image.complete)settled();else{image.addEventListener("load",settled);image.addEventListener("error",settled)}});
setTimeout(start,1000)})();`;

/** An external script tag (`<script defer src=/main.js?…></script>`, minified or not). */
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc=[^>]*><\/script>/gi;
/** A preload of code or of the remote's manifest: `<link rel=preload as=script href=…>`. */
const CODE_PRELOAD = /<link\b[^>]*\brel=("?)preload\1\s[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)(?:=(?:"([^"]*)"|([^\s"'>]+)))?/gi;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, quoted, bare] of tag.replace(/^<[a-z]+|\/?>(<\/script>)?$/gi, '').matchAll(ATTRIBUTE)) {
    const value = (quoted ?? bare ?? '').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
    attributes[name!.toLowerCase()] = value;
  }
  return attributes;
}

/**
 * Takes the page's script tags and code preloads out of its head and hands them to
 * AFTER_PAINT_LOADER, which adds them back after the first view has painted.
 */
export function loadScriptsAfterPaint(page: string): string {
  const scripts: string[] = [];
  const preloads: { href: string; as: string; crossorigin?: string; fetchpriority?: string }[] = [];
  let rewritten = page.replace(EXTERNAL_SCRIPT, (tag) => {
    scripts.push(attributesOf(tag).src!);
    return '';
  });
  rewritten = rewritten.replace(CODE_PRELOAD, (tag) => {
    const { href, as, crossorigin, fetchpriority } = attributesOf(tag);
    if (!href || (as !== 'script' && as !== 'fetch')) return tag;
    preloads.push({
      href,
      as,
      ...(crossorigin !== undefined ? { crossorigin: crossorigin || 'anonymous' } : {}),
      ...(fetchpriority ? { fetchpriority } : {}),
    });
    return '';
  });
  const list = `<script type="application/json" id="shop-after-paint">${inlineJson({ scripts, preloads })}</script>`;
  return rewritten.replace('</body>', () => `${list}<script>${AFTER_PAINT_LOADER}</script></body>`);
}

/**
 * An image hint is a path, or `<data read>#<field>`: the image named by a field of one of the
 * route's inlined answers (`/api/products/:id#image`, the product's picture).
 */
function imageUrl(hint: string, answers: Record<string, unknown>): string | null {
  const hash = hint.indexOf('#');
  if (hash === -1) return hint;
  const answer = answers[hint.slice(0, hash)];
  const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[hint.slice(hash + 1)] : null;
  return typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(value) ? value : null;
}

const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Fills `:name` segments of a template from the path the pattern matched. */
export function fillParams(template: string, pattern: string, path: string): string {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  const params = new Map<string, string>();
  patternParts.forEach((part, index) => {
    if (part.startsWith(':') && pathParts[index] !== undefined) params.set(part.slice(1), pathParts[index]);
  });
  return template.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => {
    const value = params.get(name);
    return value === undefined ? whole : encodeURIComponent(decodeURIComponentSafe(value));
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot end the script element it sits in. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The folder on this machine a same-origin manifest URL is served from: a remote's dist/ build
 * (/remotes/<name>/) or a release (/releases/...). Null for anything else, another host included.
 */
export function localBuildDir(manifestUrl: string, root: string, releases = join(root, 'releases')): string | null {
  const folderUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const mounts: [string, string][] = [
    ...REMOTE_NAMES.map((name): [string, string] => [`/remotes/${name}/`, remoteDistDir(name, root)]),
    ['/releases/', releases],
  ];
  for (const [prefix, dir] of mounts) {
    if (!folderUrl.startsWith(prefix)) continue;
    const folder = resolve(dir, decodeURIComponentSafe(folderUrl.slice(prefix.length)));
    return folder === resolve(dir) || folder.startsWith(resolve(dir) + sep) ? folder : null;
  }
  return null;
}

export function createFirstView(app: FastifyInstance, { shellDir, root = resolve(shellDir, '..', '..') }: FirstViewOptions) {
  const releases = releaseRoot(app.config);
  const manifests = new Map<string, { at: number; manifest: MfManifest | null }>();
  const renderModules = new Map<string, { at: number; mtimeMs: number; module: RenderModule | null }>();
  const requireModule = createRequire(import.meta.url);
  const fragments = new Map<string, { at: number; fragment: PrerenderedFragment | null }>();
  let chrome: { at: number; fragment: ShellChrome | null } | null = null;

  /** The shell's prerendered chrome, re-read every few seconds so a new shell build shows. */
  function shellChrome(): ShellChrome | null {
    if (chrome && Date.now() - chrome.at < MANIFEST_TTL_MS) return chrome.fragment;
    let fragment: ShellChrome | null;
    try {
      const parsed: unknown = JSON.parse(readFileSync(join(shellDir, SHELL_CHROME_FILE), 'utf8'));
      const base = asFragment(parsed);
      fragment = base && base.html.includes(ROUTE_SLOT) ? { ...base, ...breadcrumbsOf(parsed) } : null;
    } catch {
      // Not built (a development checkout, an older shell build): the page starts empty, as before.
      fragment = null;
    }
    chrome = { at: Date.now(), fragment };
    return fragment;
  }

  /** A remote's prerendered fragment, read through the server's own routes like its manifest. */
  async function remoteFragment(manifestUrl: string, file: string): Promise<PrerenderedFragment | null> {
    if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return null;
    const url = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) + file;
    const cached = fragments.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.fragment;
    let fragment: PrerenderedFragment | null = null;
    try {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode === 200) fragment = asFragment(response.json());
    } catch {
      fragment = null;
    }
    fragments.set(url, { at: Date.now(), fragment });
    return fragment;
  }

  /**
   * A remote's server render module, from its own build folder on this machine, loaded once and
   * loaded again when the file changes (a new build; a release is a new folder).
   */
  function renderModule(manifestUrl: string, file: string): RenderModule | null {
    if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return null;
    const folder = localBuildDir(manifestUrl, root, releases);
    if (!folder) return null;
    const path = join(folder, file);
    const cached = renderModules.get(path);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.module;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      renderModules.set(path, { at: Date.now(), mtimeMs: 0, module: null });
      return null;
    }
    if (cached && cached.mtimeMs === mtimeMs) {
      cached.at = Date.now();
      return cached.module;
    }
    let module: RenderModule | null = null;
    try {
      delete requireModule.cache[path];
      const loaded: unknown = requireModule(path);
      const render = (loaded as Partial<RenderModule> | null)?.render;
      module = typeof render === 'function' ? { render } : null;
      if (!module) app.log.warn('%s exports no render(answer): the page goes without its markup', file);
    } catch (error) {
      app.log.warn('%s did not load (%s): the page goes without its markup', file, (error as Error).message);
    }
    renderModules.set(path, { at: Date.now(), mtimeMs, module });
    return module;
  }

  /** The route's markup rendered with its inlined answer; a render that throws or is slow gives none. */
  function renderedFragment(manifestUrl: string, file: string, answer: unknown): PrerenderedFragment | null {
    const module = renderModule(manifestUrl, file);
    if (!module || answer === undefined) return null;
    const started = performance.now();
    let fragment: PrerenderedFragment | null;
    try {
      fragment = asFragment(module.render(answer));
    } catch (error) {
      app.log.warn('%s threw (%s): the page goes without its markup', file, (error as Error).message);
      return null;
    }
    const took = performance.now() - started;
    if (took > SLOW_RENDER_MS) {
      app.log.warn('%s took %d ms: set aside until the file changes', file, Math.round(took));
      const folder = localBuildDir(manifestUrl, root, releases);
      const cached = folder ? renderModules.get(join(folder, file)) : undefined;
      if (cached) cached.module = null;
    }
    return fragment;
  }

  /**
   * The chrome around the route's fragment, for #root. The wrappers take no box (display: contents)
   * and are marked, so the client can take the route's markup over (shell/src/remotes/first-view-markup.ts)
   * and a dark page can keep the light markup out of sight until React has rendered.
   */
  async function prerenderedPage(owner: NonNullable<ReturnType<typeof routeOwner>>, path: string, firstAnswer: unknown) {
    const shell = shellChrome();
    if (!shell) return null;
    let route: PrerenderedFragment | null = null;
    if (owner.entry && owner.hints.markup) route = await remoteFragment(owner.entry, owner.hints.markup);
    else if (owner.entry && owner.hints.render) route = renderedFragment(owner.entry, owner.hints.render, firstAnswer);
    const routeHtml = route
      ? `<div data-first-view="route" data-path="${escapeAttribute(path)}" style="display:contents">${route.html}</div>`
      : '';
    let chromeHtml = shell.html.replace(ROUTE_SLOT, () => routeHtml);
    // The shell shows its breadcrumb trail between the header and <main> on most pages: its box is
    // there from the start, so the page below it does not move when React's trail appears.
    if (shell.breadcrumbs && !shell.breadcrumbs.hiddenOn.includes(path)) {
      const trail = shell.breadcrumbs.html;
      chromeHtml = chromeHtml.replace(/<main\b/, (main) => trail + main);
    }
    return {
      hasRoute: route !== null,
      css: [shell.css, route?.css ?? ''].join('\n'),
      script: shell.script,
      root: `<div data-first-view="shell" style="display:contents">${chromeHtml}</div>`,
    };
  }

  /** Same-origin manifests are read through the server's own routes, so every static mount works. */
  async function readManifest(url: string): Promise<MfManifest | null> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    let manifest: MfManifest | null = null;
    try {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode === 200) manifest = response.json<MfManifest>();
    } catch {
      manifest = null;
    }
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  async function remotePreloads(manifestUrl: string): Promise<string[]> {
    // A remote on another host is left to the runtime: its manifest is not ours to read here.
    if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return [];
    const manifest = await readManifest(manifestUrl);
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    // The manifest itself is not preloaded: the shell registers remotes by their remoteEntry.js and
    // never fetches it (shell/src/remotes/remote-registry.ts).
    const links: string[] = [];
    if (!manifest) return links;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name)
      links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + (entry.path ?? '') + entry.name)}">`);
    const routes = manifest.exposes?.find((expose) => expose.path === './routes');
    for (const file of routes?.assets?.js?.sync ?? [])
      links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + file)}">`);
    return links;
  }

  /** The route's first API answers, read through the API itself as an anonymous visitor would. */
  async function initialAnswers(urls: string[]): Promise<Record<string, unknown>> {
    const answers: Record<string, unknown> = {};
    await Promise.all(
      urls
        .filter((url) => url.startsWith('/api/'))
        .map(async (url) => {
          const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          if (response.statusCode !== 200 || response.body.length > MAX_INLINE_ANSWER_BYTES) return;
          if (!String(response.headers['content-type']).startsWith('application/json')) return;
          answers[url] = response.json();
        }),
    );
    return answers;
  }

  return async function renderFirstView(html: string, { remotesMap, path, query = '' }: FirstViewInput): Promise<FirstViewPage> {
    const owner = routeOwner(remotesMap, path);
    const head = [`<script type="application/json" id="shop-remotes">${inlineJson(remotesMap)}</script>`];
    const scriptHashes: string[] = [];
    let page = html;
    let routeFragmentInlined = false;
    if (owner?.entry) head.push(...(await remotePreloads(owner.entry)));
    // The hints describe the route's plain first view; filters in the query string ask for other data.
    if (owner && !query) {
      const dataUrls = (owner.hints.data ?? []).map((url) => fillParams(url, owner.route, path));
      const answers = await initialAnswers(dataUrls);
      for (const image of owner.hints.images ?? []) {
        const href = imageUrl(fillParams(image, owner.route, path), answers);
        if (href) head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`);
      }
      if (Object.keys(answers).length > 0)
        head.push(`<script type="application/json" id="shop-initial-data">${inlineJson(answers)}</script>`);
      // A route rendered per request renders its first answer (the product); none, no markup.
      const prerendered = await prerenderedPage(owner, path, dataUrls[0] === undefined ? undefined : answers[dataUrls[0]]);
      if (prerendered && EMPTY_ROOT.test(page)) {
        // The script first: it picks the theme before the styles and the markup are parsed.
        if (prerendered.script) {
          head.unshift(`<script>${prerendered.script}</script>`);
          scriptHashes.push(sha256Source(prerendered.script));
        }
        head.push(`<style data-first-view>${prerendered.css}</style>`);
        page = page.replace(EMPTY_ROOT, () => `<div id="root">${prerendered.root}</div>`);
        // Only a route's own fragment holds its largest paint; behind the bare chrome the page
        // still needs its scripts at once.
        routeFragmentInlined = prerendered.hasRoute;
      }
    }
    page = page.replace('</head>', () => `${head.join('')}</head>`);
    if (routeFragmentInlined) {
      page = loadScriptsAfterPaint(page);
      scriptHashes.push(sha256Source(AFTER_PAINT_LOADER));
    }
    return { html: page, scriptHashes };
  };
}
