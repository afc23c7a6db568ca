import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  answerTags,
  DEPENDS_ON_EVERYTHING,
  type AnswerTags,
  type ProductAttribute,
} from '../../services/product-changes/answer-tags.js';

/** Set on the API reads of the server's render (server-fetch.ts). */
export const SERVER_RENDER_HEADER = 'x-server-render';
/** On an answer to such a read: what the answer shows and depends on, so the page made of it is tagged alike. */
export const ANSWER_TAGS_HEADER = 'x-answer-tags';

/** Tells the server's render what this answer shows and depends on; other clients are told nothing. */
export function sendAnswerTags(request: FastifyRequest, reply: FastifyReply, tags: AnswerTags): void {
  if (request.headers[SERVER_RENDER_HEADER] === undefined) return;
  const value = tags.everything
    ? { everything: true }
    : {
        productIds: [...tags.productIds],
        dependsOn: [...tags.dependsOn],
        categories: tags.categories === null ? null : [...tags.categories],
      };
  reply.header(ANSWER_TAGS_HEADER, JSON.stringify(value));
}

const ATTRIBUTES: readonly string[] = ['in-stock', 'rating'] satisfies ProductAttribute[];

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** An answer's tags as the header carries them; an answer without the header, or with anything else, depends on everything. */
export function answerTagsOf(header: string | null | undefined): AnswerTags {
  if (!header) return DEPENDS_ON_EVERYTHING;
  try {
    const { productIds, dependsOn, categories } = JSON.parse(header) as Record<string, unknown>;
    if (!isStringList(productIds) || !(categories === null || isStringList(categories))) return DEPENDS_ON_EVERYTHING;
    if (!Array.isArray(dependsOn) || !dependsOn.every((name) => ATTRIBUTES.includes(name))) return DEPENDS_ON_EVERYTHING;
    return answerTags(productIds, dependsOn as ProductAttribute[], categories);
  } catch {
    return DEPENDS_ON_EVERYTHING;
  }
}
