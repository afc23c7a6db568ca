// Loaded by shared-ui/build/jest-setup-after-env.cjs in every front-end package's tests.
import { forgetRequests, mockServer } from './mock-server';

let interceptedFetch: typeof fetch;

beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  interceptedFetch = globalThis.fetch;
});

// A test may replace fetch by hand (a call that never answers); the next one gets the mock API back.
beforeEach(() => {
  globalThis.fetch = interceptedFetch;
});

afterEach(() => {
  mockServer.resetHandlers();
  forgetRequests();
});

afterAll(() => mockServer.close());
