import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { Type } from 'typebox';
import { ErrorResponse, RemotesMap, SHELL_PAGE_PATHS } from 'shared-ui/contract';
import { routeOwner } from './first-view/route-owner.js';
import { REMOTE_NAMES, contentSecurityPolicy, releaseRoot, remoteDistDir, shellDistDir } from './site-config.js';
import { createFirstView } from './first-view.js';
import { createPageCache, type PageCache, type PageCacheOptions } from './page-cache/page-cache.js';
import { pageFound } from './page-found.js';
import { PREVIEW_COOKIE, verifyPreviewToken } from './delivery/preview-token.js';
import { firstPlainRoute, readPublishedRelease, visitorRemotesMap } from './delivery/visitor-releases.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a deep link such as /product/123 with the shell's page (SPA fallback). */
    serveSpaFallback(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    /** the server-rendered pages every visitor gets alike, compressed at their best (page-cache/) */
    pageCache: PageCache;
    /**
     * Loads the render builds the live map names and asks for the home page as a visitor does, so the
     * first visitor gets it cached and compressed at its best. Awaited before the server listens
     * (listen-when-warm.ts): run after, its ~400 ms of first-time rendering held every request that came
     * meanwhile, the balancer's health checks included. Never throws: a failure is logged.
     */
    warmUpSite(): Promise<void>;
  }
}

export interface SitePluginOptions {
  /** where shell/dist and mf-<name>/dist are (default: the repository) */
  root?: string;
  /**
   * serve the builds' *.map files (default: SERVE_SOURCE_MAPS=true, else no): a public source map
   * hands out the first-party source; error reporting should upload them instead
   */
  serveSourceMaps?: boolean;
  /** lifetime and size of the cache of rendered pages (page-cache/page-cache.ts) */
  pageCache?: PageCacheOptions;
}

const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

const HASHED_FILE = /\.[0-9a-f]{10}\.js(\.map|\.br|\.gz)?$/;

/**
 * Content-hashed files never change; everything else must be revalidated so a redeploy shows at once.
 * That includes the service worker, /sw.js: browsers compare it byte for byte on each navigation and
 * install a new one when it differs. It lives at the root, so its default scope is the whole site and
 * no Service-Worker-Allowed header is needed.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Remotes may be fetched by a shell on another origin (a team's dev server, another host).
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** A file inside a release folder (mf-<slice>/<id>/...): never the live map, the history or a build in progress. */
const RELEASE_FILE = /^\/mf-[a-z][a-z0-9-]*\/[0-9A-Za-z][^/]*\/[^/.][^/]*$/;

/** A release folder never changes once published, so every file in it may be cached for a year. */
function setReleaseCacheHeaders(reply: FastifyReply) {
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * Serves the shop's front end from this process: the shell at /, each remote's dist/ build under
 * /remotes/<name>/, published releases under /releases/, the live /remotes.json, and the shell's
 * page for any other GET.
 */
export default fp<SitePluginOptions>(
  async function sitePlugin(app: FastifyInstance, options) {
    const shellDir = shellDistDir(options.root);
    const serveSourceMaps = options.serveSourceMaps ?? app.config.SERVE_SOURCE_MAPS;
    const indexFile = join(shellDir, 'index.html');

    app.get(
      '/remotes.json',
      {
        schema: {
          hide: true,
          response: {
            200: RemotesMap,
            500: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { map, personal } = await visitorRemotesMap(app, request, reply);
        if (!map) {
          return reply.code(500).header('Cache-Control', 'no-store').send({ message: 'The remotes configuration is unreadable' });
        }
        // A visitor's own map (a canary cohort, a preview) must not be kept by a shared cache.
        return reply
          .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
          .header('Access-Control-Allow-Origin', '*')
          .send(map);
      },
    );

    // A preview link (npm run preview): the signed token goes into a cookie, the browser to the slice.
    app.get(
      '/__preview',
      {
        schema: {
          hide: true,
          querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 1000 }) }),
          response: { 400: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { token } = request.query as { token: string };
        const check = verifyPreviewToken(token, await app.liveReleases.previewSecret());
        if (!check.ok) {
          const why = check.reason === 'expired' ? 'has expired' : 'is not valid on this shop';
          return reply.code(400).send({ message: `This preview link ${why}: make a new one with npm run preview` });
        }
        const release = readPublishedRelease(app, check.grant.slice, check.grant.release);
        if (!release)
          return reply.code(400).send({ message: `${check.grant.slice} ${check.grant.release} is not published here` });
        return reply
          .setCookie(PREVIEW_COOKIE, token, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
            expires: new Date(check.grant.expiresAt),
          })
          .header('Cache-Control', 'no-store')
          .redirect(firstPlainRoute(release.routes), 303);
      },
    );

    app.get('/__preview/exit', { schema: { hide: true } }, async (_request, reply) =>
      reply.clearCookie(PREVIEW_COOKIE, { path: '/' }).header('Cache-Control', 'no-store').redirect('/', 303),
    );

    let decorated = false;
    const serveDir = async (root: string, prefix: string) => {
      if (!existsSync(root)) {
        app.log.warn('%s is not built yet (%s missing): run npm run build', prefix, root);
        return;
      }
      await app.register(fastifyStatic, {
        root,
        prefix,
        index: false,
        decorateReply: !decorated,
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathName: string) => serveSourceMaps || !SOURCE_MAP.test(pathName),
        setHeaders: (reply: FastifyReply, filePath: string) => {
          setCacheHeaders(reply, filePath);
          // Every HTML document gets the policy, also when asked for by name (/index.html, /remotes/cart/index.html).
          if (filePath.endsWith('.html'))
            reply.header('Content-Security-Policy', contentSecurityPolicy(app.liveReleases.stableMap() ?? {}));
        },
      });
      decorated = true;
    };

    for (const remote of REMOTE_NAMES) await serveDir(remoteDistDir(remote, options.root), `/remotes/${remote}/`);
    // Releases stay served after a promote or a rollback: a page opened earlier goes on loading
    // its own release's chunks. Created if missing, so the first release needs no restart.
    const releases = releaseRoot(app.config);
    mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      root: releases,
      prefix: '/releases/',
      index: false,
      decorateReply: !decorated,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName: string) => RELEASE_FILE.test(pathName) && (serveSourceMaps || !SOURCE_MAP.test(pathName)),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        setReleaseCacheHeaders(reply);
        if (filePath.endsWith('.html'))
          reply.header('Content-Security-Policy', contentSecurityPolicy(app.liveReleases.stableMap() ?? {}));
      },
    });
    decorated = true;
    await serveDir(shellDir, '/');

    const renderFirstView = createFirstView(app, { shellDir });
    const pages = createPageCache(app, {
      ...options.pageCache,
      shellDir,
      root: resolve(shellDir, '..', '..'),
      releases,
    });
    app.decorate('pageCache', pages);
    app.decorate('warmUpSite', async function warmUpSite() {
      try {
        if (!(await renderFirstView.loadBuilds(app.liveReleases.stableMap() ?? {}))) return;
        await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      } catch (error) {
        app.log.warn('the server render did not warm up: %s', (error as Error).message);
      }
    });

    app.decorate('serveSpaFallback', async function serveSpaFallback(request: FastifyRequest, reply: FastifyReply) {
      // A page navigation asks for HTML; a missing script or image must get a 404, not the page.
      const path = request.url.split('?')[0] ?? '';
      const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
      const wantsPage =
        (request.headers.accept ?? '').includes('text/html') ||
        (!looksLikeFile && !request.headers.accept?.startsWith('application/json'));
      if (!wantsPage || !existsSync(indexFile)) {
        return reply
          .code(404)
          .send({ message: existsSync(indexFile) ? 'Not found' : 'The shop front end is not built: run npm run build' });
      }
      // Read before the page's data: a change from here on that concerns an answer it inlines keeps it out of the cache.
      const generation = pages.generation;
      const { map: liveMap, personal } = await visitorRemotesMap(app, request, reply);
      const remotesMap = liveMap ?? {};
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const cacheKey = pages.keyOf(remotesMap, personal, path, query);
      const cached = cacheKey === null ? undefined : pages.get(cacheKey);
      if (cached) return pages.send(request, reply, cached);
      const page = await renderFirstView(readFileSync(indexFile, 'utf8'), { remotesMap, path, query });
      // The shell shows its not-found page for an address no slice and no shell page owns, and a slice
      // its own for a category or product the shop does not have; say so to crawlers and tools too.
      // Without a map (slices unknown) the page is answered as found.
      const pagePath = path.replace(/(.)\/+$/, '$1');
      const routed = pagePath === '/' || SHELL_PAGE_PATHS.includes(pagePath) || routeOwner(liveMap ?? {}, pagePath) !== null;
      const known = !liveMap || (routed && (await pageFound(app, pagePath)));
      const status = known ? 200 : 404;
      const policy = contentSecurityPolicy(remotesMap, page.scriptHashes);
      // Only a page rendered in full: one left in part to the browser (a slow moment) is not kept for minutes.
      if (cacheKey !== null && page.serverRendered)
        pages.store(cacheKey, { status, contentSecurityPolicy: policy, html: page.html }, generation, page.tags);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
        .header('Content-Security-Policy', policy)
        .header('Vary', 'accept-encoding')
        .send(page.html);
    });

    // The static handler refuses directories, so the home page is routed here explicitly.
    app.get('/', { schema: { hide: true } }, (request, reply) => app.serveSpaFallback(request, reply));
  },
  { name: 'site' },
);
