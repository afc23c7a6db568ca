import type { MessageResponse, Order, ProductDetail, ProductListResponse, SearchSuggestion, UserInfo } from '../../types';

/** What the API answers when it refuses: the contract's ErrorResponse. */
export type ErrorAnswer = MessageResponse;

/**
 * The answer the contract promises for a call, by `METHOD /path` (a concrete path such as
 * `GET /api/products/abc`, or an MSW pattern such as `GET /api/products/:id`). Every type is a
 * `Static<>` of the contract's schema (shared-ui/types), so a mock that no longer matches the API
 * fails the type check; a call the slices do not make answers `never`.
 */
export type AnswerOf<Route extends string> = Route extends 'GET /api/products'
  ? ProductListResponse
  : Route extends 'GET /api/products/search-suggestions'
    ? SearchSuggestion[]
    : Route extends `GET /api/products/${string}/${string}`
      ? never
      : Route extends `GET /api/products/${string}`
        ? ProductDetail
        : Route extends `POST /api/products/${string}/reviews`
          ? MessageResponse
          : Route extends 'GET /api/orders/myorders'
            ? Order[]
            : Route extends 'POST /api/orders'
              ? Order
              : Route extends `PUT /api/orders/${string}/pay`
                ? Order
                : Route extends `GET /api/orders/${string}/${string}`
                  ? never
                  : Route extends `GET /api/orders/${string}`
                    ? Order
                    : Route extends 'POST /api/users' | 'POST /api/users/login'
                      ? UserInfo
                      : Route extends 'GET /api/users/profile' | 'PUT /api/users/profile'
                        ? UserInfo
                        : Route extends 'POST /api/users/logout' | 'PUT /api/users/password'
                          ? MessageResponse
                          : never;

/** Every call the shell and the slices make, as MSW patterns: the mock API answers each of them. */
export const API_ROUTES = [
  'GET /api/products',
  'GET /api/products/search-suggestions',
  'GET /api/products/:id',
  'POST /api/products/:id/reviews',
  'GET /api/orders/myorders',
  'GET /api/orders/:id',
  'POST /api/orders',
  'PUT /api/orders/:id/pay',
  'POST /api/users',
  'POST /api/users/login',
  'POST /api/users/logout',
  'GET /api/users/profile',
  'PUT /api/users/profile',
  'PUT /api/users/password',
] as const;

export type ApiRoute = (typeof API_ROUTES)[number];

export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503;

/** `[status, body]`: a success carries the contract's answer, a refusal its `{ message }`. */
export type MockAnswer<Body> = readonly [SuccessStatus, Body] | readonly [ErrorStatus, ErrorAnswer];

/** A fixed answer, or one computed from the request (and the path's `:params`). */
export type MockResolver<Body> =
  MockAnswer<Body> | ((request: Request, params: Record<string, string>) => MockAnswer<Body> | Promise<MockAnswer<Body>>);
