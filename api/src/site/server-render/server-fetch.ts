import type { FastifyInstance } from 'fastify';

/**
 * A fetch for the server's render: the page's API reads are answered by this process's own routes
 * (app.inject), with no session, no cookie and no network, so a page shows only public data.
 */
export function createServerFetch(app: FastifyInstance): typeof fetch {
  return async function serverFetch(input, init) {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: request.headers.get('accept') ?? 'application/json', 'x-server-render': '1' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
