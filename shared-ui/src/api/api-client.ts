import type * as KyModule from 'ky';
import type { HTTPError, KyInstance, NetworkError, Options, TimeoutError } from 'ky';
import { isOffline, OFFLINE_MESSAGE } from './offline';

export interface ApiClientOptions {
  /** Origin of the API, e.g. https://api.shop.example; empty means the page's own origin. */
  baseUrl?: string;
  /** Where the bearer token comes from: shared-ui/state connects the session's store at start-up. */
  getToken?: () => string | undefined;
  /**
   * Called when the server answers 401 to a call made with the session's token: the session ended
   * elsewhere (sign-out on another device, a password change, expiry). shared-ui/state signs out.
   */
  onSessionEnded?: () => void;
  timeoutMs?: number;
  /** The fetch ky calls: the server's render answers its calls in process (api/src/site/server-render). */
  fetch?: typeof fetch;
}

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
export type ApiRequestOptions = Options;

const BODY_READERS = ['json', 'text', 'blob', 'arrayBuffer'] as const;
type BodyReader = (typeof BODY_READERS)[number];

/** What a call returns: ky's response promise (its body shortcuts throw HTTPError on a 4xx/5xx answer). */
export interface ApiResponsePromise extends Promise<Response> {
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The shop's HTTP client: ky's request methods, ky itself fetched on the first call that needs it. */
export type ApiClient = Record<ApiMethod, (input: string, options?: ApiRequestOptions) => ApiResponsePromise>;

type Call = Promise<Response> & Record<BodyReader, () => Promise<unknown>>;

/**
 * ky (about 9 KB gzip) is a chunk of its own, fetched by the first call that goes to the network:
 * a server-rendered page's reads are answered from the page (server-queries.ts), so the home page never
 * needs it before the shopper acts. e2e/tests/server-render.test.mjs checks that it stays off the page.
 */
let kyModule: typeof KyModule | undefined;
let kyLoading: Promise<typeof KyModule> | undefined;

function loadKy(): Promise<typeof KyModule> {
  if (kyModule) return Promise.resolve(kyModule);
  kyLoading ??= import(/* webpackChunkName: "ky" */ 'ky').then(
    (module) => (kyModule = module),
    (error: unknown) => {
      // Offline, say: the next call tries again.
      kyLoading = undefined;
      throw error;
    },
  );
  return kyLoading;
}

const noToken = () => undefined;

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

function createKyInstance(
  ky: KyInstance,
  { baseUrl, getToken = noToken, onSessionEnded, timeoutMs = 15_000, fetch }: ApiClientOptions,
): KyInstance {
  return ky.create({
    baseUrl: baseUrl || pageOrigin(),
    credentials: 'include',
    timeout: timeoutMs,
    retry: { limit: 1, methods: ['get'] },
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          // Only a call that carried the session's token says the session ended; a wrong password at
          // sign-in is a 401 too, but made without one.
          const token = getToken();
          if (response.status === 401 && token && request.headers.get('Authorization') === `Bearer ${token}`) {
            onSessionEnded?.();
          }
        },
      ],
    },
  });
}

/**
 * A response promise for a call that starts once `ready` has resolved (ky loaded). Body shortcuts
 * asked for before then are passed on in the same tick as the call, as ky expects: it sets their
 * Accept header before it fetches.
 */
function deferredCall(ready: Promise<() => Call>): ApiResponsePromise {
  let call: Call | undefined;
  let failure: { error: unknown } | undefined;
  const waiting: { reader: BodyReader; settle: (body: Promise<unknown>) => void }[] = [];
  const started = ready.then(
    (start) => {
      call = start();
      for (const { reader, settle } of waiting.splice(0)) settle(call[reader]());
      return call;
    },
    (error: unknown) => {
      failure = { error };
      for (const { settle } of waiting.splice(0)) settle(Promise.reject(error));
      throw error;
    },
  );
  const response = started.then((value) => value) as ApiResponsePromise;
  // A caller that reads the body handles a failure there; this promise alone must not report it.
  response.catch(() => undefined);
  const readers = response as unknown as Record<BodyReader, () => Promise<unknown>>;
  for (const reader of BODY_READERS) {
    readers[reader] = () => {
      if (call) return call[reader]();
      if (failure) return Promise.reject(failure.error);
      return new Promise<unknown>((settle) => waiting.push({ reader, settle }));
    };
  }
  return response;
}

/**
 * The shop's HTTP client: JSON, cookies included (the server's session cookie), the session's
 * bearer token when signed in, and no automatic retry of writes.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let instance: KyInstance | undefined;
  const ready = () => loadKy().then((ky) => (instance ??= createKyInstance(ky.default, options)));
  const method =
    (name: ApiMethod) =>
    (input: string, requestOptions?: ApiRequestOptions): ApiResponsePromise => {
      return deferredCall(ready().then((client) => () => client[name](input, requestOptions) as Call));
    };
  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
    head: method('head'),
  };
}

let clientOptions: ApiClientOptions = { baseUrl: process.env.SHOP_API_URL };
let client = createApiClient(clientOptions);

/** The page's client; `configureApiClient` points it elsewhere (another API host, tests). */
export function apiClient(): ApiClient {
  return client;
}

/** Changes some options of the page's client and keeps the others. */
export function configureApiClient(options: ApiClientOptions): void {
  clientOptions = { ...clientOptions, ...options };
  client = createApiClient(clientOptions);
}

// ky's own checks, once ky is here; before that no call has been made, so nothing it threw exists.
const isHTTPError = (error: unknown): error is HTTPError => kyModule?.isHTTPError(error) ?? false;
const isTimeoutError = (error: unknown): error is TimeoutError => kyModule?.isTimeoutError(error) ?? false;
const isNetworkError = (error: unknown): error is NetworkError => kyModule?.isNetworkError(error) ?? false;

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
  // Offline, every failed call reads the same (the service worker still serves the shop's page).
  if (!isHTTPError(error) && isOffline()) return OFFLINE_MESSAGE;
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
