import type { FastifyInstance } from 'fastify';
import { escapeAttribute, inlineJson } from './html-escaping.js';

/** An inlined answer larger than this costs the HTML more than the round trip it saves. */
const MAX_INLINE_ANSWER_BYTES = 64 * 1024;

/** The route's first API answers, read through the API itself as an anonymous visitor would. */
export async function initialAnswers(app: FastifyInstance, urls: string[]): Promise<Record<string, unknown>> {
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

/** The answers for shared-ui's API client to answer the first matching GETs from; none, no element. */
export function initialDataScript(answers: Record<string, unknown>): string[] {
  if (Object.keys(answers).length === 0) return [];
  return [`<script type="application/json" id="shop-initial-data">${inlineJson(answers)}</script>`];
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

/** High-priority preloads for the images above the fold (hints with their params already filled in). */
export function imagePreloads(hints: string[], answers: Record<string, unknown>): string[] {
  return hints.flatMap((hint) => {
    const href = imageUrl(hint, answers);
    return href ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`] : [];
  });
}
