import { HttpResponse, http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { AnswerOf, MockResolver } from './api-answers';
import { untypedAnswer, type AnswerOptions } from './typed-answer';
import { applyScenarioStorage, scenarioHandlers, type MockScenario } from './scenarios';

/**
 * The tests' mock API (MSW in Node): started for every test file by shared-ui's jest setup, reset
 * after each test. A call nothing answers gets a 404 `{ message }`, as from an API without the route.
 */
export const mockServer = setupServer(
  http.all('*', ({ request }) =>
    HttpResponse.json({ message: `No mock for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 }),
  ),
);

const recorded: Request[] = [];
/** This test's own answers (mockApi, addMockHandlers): they stay in front of a scenario applied later. */
const testHandlers: HttpHandler[] = [];
mockServer.events.on('request:start', ({ request }) => {
  recorded.push(request.clone());
});

/** Every request the page has made in this test, oldest first (a copy: its body is still readable). */
export function requestsMade(): Request[] {
  return recorded;
}

/** Forgets the requests and answers of the last test; the jest setup calls it after each one. */
export function forgetRequests(): void {
  recorded.length = 0;
  testHandlers.length = 0;
}

/** A table of typed answers, `METHOD /path` -> `[status, body]` or a function of the request. */
export type MockApiTable<Route extends string> = { [R in Route]: MockResolver<AnswerOf<R>> };

/**
 * Answers the calls in `routes` for this test (before any scenario's handlers) and records every
 * request: `const { calls } = mockApi({ 'GET /api/orders/myorders': [200, []] })`. The body must be
 * the contract's answer for the call, so a mock that drifts from the API fails the type check.
 */
export function mockApi<const Route extends string>(routes: MockApiTable<Route>, options: AnswerOptions = {}) {
  const handlers = Object.entries<MockResolver<unknown>>(routes).map(([route, resolver]) =>
    untypedAnswer(route, resolver, options),
  );
  testHandlers.unshift(...handlers);
  mockServer.use(...handlers);
  return { calls: recorded };
}

/** Adds raw MSW handlers for this test: an answer the contract does not allow, a network failure. */
export function addMockHandlers(...handlers: HttpHandler[]) {
  testHandlers.unshift(...handlers);
  mockServer.use(...handlers);
  return { calls: recorded };
}

/** Runs the next render in `scenario`: its storage written, its handlers and the mock shop answering. */
export function applyScenario(scenario: MockScenario) {
  applyScenarioStorage(scenario);
  mockServer.use(...testHandlers, ...scenarioHandlers(scenario));
  return { calls: recorded };
}
