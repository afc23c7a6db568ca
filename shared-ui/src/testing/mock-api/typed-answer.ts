import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { AnswerOf, MockResolver } from './api-answers';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface AnswerOptions {
  /** Milliseconds before the answer (a slow API); 'infinite' never answers. */
  delay?: number | 'infinite';
}

/**
 * One typed MSW handler: `answer('GET /api/products/:id', [200, aProductDetail()])`. The body must
 * be the contract's answer for that call (`AnswerOf`), or `{ message }` with an error status.
 */
export function answer<const Route extends string>(
  route: Route & (AnswerOf<Route> extends never ? never : unknown),
  resolver: MockResolver<AnswerOf<Route>>,
  options: AnswerOptions = {},
): HttpHandler {
  return untypedAnswer(route, resolver as MockResolver<unknown>, options);
}

/** `answer` for a route known only at run time (mockApi's table): the table's type checks the bodies. */
export function untypedAnswer(route: string, resolver: MockResolver<unknown>, options: AnswerOptions = {}): HttpHandler {
  const [method, path] = route.split(' ') as [string, string];
  // Any origin: the page's own (a standalone page, jsdom's http://localhost) or SHOP_API_URL.
  return http[method.toLowerCase() as Method](`*${path}`, async ({ request, params }) => {
    if (options.delay !== undefined) await delay(options.delay);
    const [status, body] = typeof resolver === 'function' ? await resolver(request, params as Record<string, string>) : resolver;
    // A 204 carries no body (the address book's DELETE).
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(body as object, { status });
  });
}

/** A network failure (no answer at all), as fetch reports a server that is down. */
export function networkFailure(route: string): HttpHandler {
  const [method, path] = route.split(' ') as [string, string];
  return http[method.toLowerCase() as Method](`*${path}`, () => HttpResponse.error());
}
