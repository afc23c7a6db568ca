import type { FastifyInstance } from 'fastify';
import type { AnswerTags } from '../../services/product-changes/answer-tags.js';
import { ANSWER_TAGS_HEADER, answerTagsOf, SERVER_RENDER_HEADER } from './answer-tags-header.js';

/**
 * A fetch for the server's render: the page's API reads are answered by this process's own routes
 * (app.inject), with no session, no cookie and no network, so a page shows only public data. Each answer's
 * tags (what it shows and depends on; an untagged one depends on everything) go to `onAnswer`.
 */
export function createServerFetch(app: FastifyInstance, onAnswer: (tags: AnswerTags) => void = () => {}): typeof fetch {
  return async function serverFetch(input, init) {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: request.headers.get('accept') ?? 'application/json', [SERVER_RENDER_HEADER]: '1' },
    });
    const tags = answer.headers[ANSWER_TAGS_HEADER];
    onAnswer(answerTagsOf(typeof tags === 'string' ? tags : undefined));
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== ANSWER_TAGS_HEADER)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
