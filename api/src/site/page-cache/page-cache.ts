import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerTags } from '../../services/product-changes/answer-tags.js';
import { ResponseCache } from '../../services/response-cache.js';
import type { RemotesMap } from '../site-config.js';
import { requestedEncoding } from '../../services/answer-encoding/accepted-encoding.js';
import { createBuildStamp } from './build-stamp.js';
import { precompress } from './precompress.js';

export interface PageCacheOptions {
  /** lifetime of a page in ms (default 10 minutes; 0 turns the cache off) */
  ttlMs?: number;
  /** upper bound of the pages' bytes, every encoding counted (default 32 MB) */
  maxBytes?: number;
}

export const PAGE_CACHE_TTL_MS = 10 * 60_000;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
const COMPRESSING_AT_ONCE = 1;

/**
 * A server-rendered page as every visitor with the same map gets it, in each encoding. The plain page is not
 * kept (three quarters of the memory) but unzipped for the rare client that takes neither (0.13 ms for `/`).
 */
export interface CachedPage {
  status: number;
  contentSecurityPolicy: string;
  br: Buffer;
  gzip: Buffer;
}

/** What a miss answered, to be kept once it is compressed. */
export interface RenderedPage {
  status: number;
  contentSecurityPolicy: string;
  html: string;
}

const pageBytes = (page: CachedPage) => page.br.length + page.gzip.length + page.contentSecurityPolicy.length * 2;

/**
 * The server-rendered pages answered to every visitor alike (README, "Cached pages"): keyed by the map
 * the visitor is served, the builds' stamp and the URL, tagged with the product answers they inline and
 * dropped with them (in every process), kept brotli 11 and gzip 9 compressed.
 */
export function createPageCache(
  app: FastifyInstance,
  options: PageCacheOptions & { shellDir: string; root: string; releases: string },
) {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const cache = new ResponseCache<CachedPage>({
    ttlMs,
    maxBytes: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeOf: pageBytes,
  });
  cache.startSweeping(Math.min(Math.max(ttlMs, 1000), 60_000));
  cache.enabled = app.changeFeed.live;
  app.changeFeed.subscribe(() => {
    cache.enabled = app.changeFeed.live;
  });
  // Every drop of answers (a change announced, the search index's refresh after it) drops the pages that
  // inlined an answer it concerns, by the same tags.
  app.productCache.onDrop((change) => cache.drop(change));
  const buildStamp = createBuildStamp(options);
  const compressing = new Map<string, Promise<void>>();

  /** The key of a page, or null when this visitor's page is their own (a canary cohort, a preview). */
  function keyOf(remotesMap: RemotesMap, personal: boolean, path: string, query: string): string | null {
    if (personal || !cache.active || !cache.enabled) return null;
    const version = createHash('sha256').update(JSON.stringify(remotesMap)).update(buildStamp(remotesMap)).digest('base64url');
    return `${version} ${path}?${query}`;
  }

  /**
   * Compresses the page in the background and keeps it, unless a change since `generation` concerns the
   * answers it inlined (`tags`). One page at a time: a flood of distinct URLs (random query strings) must
   * not fill libuv's threadpool, which also reads the static files; a page missed meanwhile is kept at its
   * next miss.
   */
  function store(key: string, page: RenderedPage, generation: number, tags: AnswerTags): void {
    if (!cache.unchangedSince(generation, tags) || compressing.size >= COMPRESSING_AT_ONCE) return;
    const done = precompress(Buffer.from(page.html))
      .then((variants) =>
        cache.set(
          key,
          { status: page.status, contentSecurityPolicy: page.contentSecurityPolicy, ...variants },
          ttlMs,
          generation,
          tags,
        ),
      )
      .catch((error: Error) => app.log.warn('a page was not cached: its compression failed (%s)', error.message))
      .finally(() => compressing.delete(key));
    compressing.set(key, done);
  }

  /** Answers a cached page in the encoding the request takes; @fastify/compress leaves an encoded answer alone. */
  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
    const encoding = requestedEncoding(request.headers);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', page.contentSecurityPolicy)
      .header('Vary', 'accept-encoding');
    if (encoding === 'identity') return reply.send(gunzipSync(page.gzip));
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  }

  app.addHook('onClose', async () => {
    cache.stop();
    await Promise.all(compressing.values());
  });

  return {
    keyOf,
    store,
    send,
    get: (key: string) => cache.get(key),
    /** the value to pass to store(): read before the page's data is */
    get generation() {
      return cache.generation;
    },
    get size() {
      return cache.size;
    },
    /** pages answered from the cache, and lookups that found none */
    get hits() {
      return cache.hits;
    },
    get misses() {
      return cache.misses;
    },
    get bytes() {
      return cache.bytes;
    },
    /** resolves once every page being compressed is kept (or refused) */
    settled: async () => {
      await Promise.all(compressing.values());
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
