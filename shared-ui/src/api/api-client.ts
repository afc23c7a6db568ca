import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { takeInitialAnswer } from './initial-answers';

export interface ApiClientOptions {
  /** Origin of the API, e.g. https://api.shop.example; empty means the page's own origin. */
  baseUrl?: string;
  /** Where the bearer token comes from: shared-ui/state connects the session's store at start-up. */
  getToken?: () => string | undefined;
  timeoutMs?: number;
}

const noToken = () => undefined;

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The shop's HTTP client: JSON, cookies included (the server's session cookie), the session's
 * bearer token when signed in, and no automatic retry of writes.
 */
export function createApiClient({ baseUrl, getToken = noToken, timeoutMs = 15_000 }: ApiClientOptions = {}): KyInstance {
  return ky.create({
    baseUrl: baseUrl || pageOrigin(),
    credentials: 'include',
    timeout: timeoutMs,
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (request.method !== 'GET') return;
          const initial = takeInitialAnswer(request.url);
          if (initial !== undefined) return Response.json(initial);
        },
        ({ request }) => {
          const token = getToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

let clientOptions: ApiClientOptions = { baseUrl: process.env.SHOP_API_URL };
let client = createApiClient(clientOptions);

/** The page's client; `configureApiClient` points it elsewhere (another API host, tests). */
export function apiClient(): KyInstance {
  return client;
}

/** Changes some options of the page's client and keeps the others. */
export function configureApiClient(options: ApiClientOptions): void {
  clientOptions = { ...clientOptions, ...options };
  client = createApiClient(clientOptions);
}

/** The message the server put in its error answer, or undefined (no answer, or none readable). */
export function getServerMessage(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const data = error.data as { message?: unknown } | string | undefined;
  if (data && typeof data === 'object' && typeof data.message === 'string' && data.message) return data.message;
  if (typeof data === 'string' && data.trim() && data.length < 200 && !data.trimStart().startsWith('<')) return data;
  return undefined;
}

/** A message a person can read, from whatever a call threw. */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isHTTPError(error)) return getServerMessage(error) ?? `${fallback} (HTTP ${error.response.status})`;
  if (isTimeoutError(error)) return 'The server took too long to answer. Please try again.';
  if (isNetworkError(error)) return 'Cannot reach the shop right now. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 401;
}

/** The HTTP status of a failed call, or undefined when no answer came (network, timeout). */
export function getHttpStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}
