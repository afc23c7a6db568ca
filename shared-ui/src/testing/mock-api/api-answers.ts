import type {
  Address,
  AdminAuditList,
  AdminCustomer,
  AdminCustomerList,
  AdminDashboard,
  AdminOrder,
  AdminOrderList,
  AdminProduct,
  AdminProductImage,
  AdminProductList,
  AdminReview,
  AdminReviewList,
  MessageResponse,
  Order,
  ProductDetail,
  ProductListResponse,
  SearchSuggestion,
  UserInfo,
} from '../../types';

/** What the API answers when it refuses: the contract's ErrorResponse. */
export type ErrorAnswer = MessageResponse;

/**
 * The answer the contract promises for a call, by `METHOD /path` (a concrete path such as
 * `GET /api/products/abc`, or an MSW pattern such as `GET /api/products/:id`). Every type is a
 * `Static<>` of the contract's schema (shared-ui/types), so a mock that no longer matches the API
 * fails the type check; a call the slices do not make answers `never`.
 */
export type AnswerOf<Route extends string> = Route extends `${string} /api/admin/${string}`
  ? AdminAnswerOf<Route>
  : Route extends 'GET /api/products'
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
                : Route extends `PUT /api/orders/${string}/pay` | `PUT /api/orders/${string}/cancel`
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
                            : Route extends 'GET /api/users/addresses'
                              ? Address[]
                              : Route extends 'POST /api/users/addresses' | `PUT /api/users/addresses/${string}`
                                ? Address
                                : Route extends `DELETE /api/users/addresses/${string}`
                                  ? null
                                  : never;

/** The back office's calls (mf-admin), which adminHandlers answers. */
type AdminAnswerOf<Route extends string> = Route extends 'GET /api/admin/dashboard'
  ? AdminDashboard
  : Route extends 'GET /api/admin/audit'
    ? AdminAuditList
    : Route extends 'GET /api/admin/orders' | `GET /api/admin/customers/${string}/orders`
      ? AdminOrderList
      : Route extends `GET /api/admin/orders/${string}` | `PUT /api/admin/orders/${string}/${string}`
        ? AdminOrder
        : Route extends 'GET /api/admin/customers'
          ? AdminCustomerList
          : Route extends `GET /api/admin/customers/${string}` | `PUT /api/admin/customers/${string}/${string}`
            ? AdminCustomer
            : Route extends 'GET /api/admin/products'
              ? AdminProductList
              : Route extends
                    | 'POST /api/admin/products'
                    | `GET /api/admin/products/${string}`
                    | `PUT /api/admin/products/${string}`
                    | `POST /api/admin/products/${string}/stock`
                ? AdminProduct
                : Route extends 'POST /api/admin/product-images'
                  ? AdminProductImage
                  : Route extends 'GET /api/admin/reviews'
                    ? AdminReviewList
                    : Route extends `PUT /api/admin/reviews/${string}/${string}`
                      ? AdminReview
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
  'PUT /api/orders/:id/cancel',
  'POST /api/users',
  'POST /api/users/login',
  'POST /api/users/logout',
  'GET /api/users/profile',
  'PUT /api/users/profile',
  'PUT /api/users/password',
  'GET /api/users/addresses',
  'POST /api/users/addresses',
  'PUT /api/users/addresses/:id',
  'PUT /api/users/addresses/:id/default',
  'DELETE /api/users/addresses/:id',
  'GET /api/admin/dashboard',
  'GET /api/admin/audit',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:id',
  'PUT /api/admin/orders/:id/pay',
  'PUT /api/admin/orders/:id/deliver',
  'PUT /api/admin/orders/:id/cancel',
  'GET /api/admin/products',
  'POST /api/admin/products',
  'GET /api/admin/products/:id',
  'PUT /api/admin/products/:id',
  'PUT /api/admin/products/:id/archive',
  'PUT /api/admin/products/:id/unarchive',
  'POST /api/admin/products/:id/stock',
  'POST /api/admin/product-images',
  'GET /api/admin/reviews',
  'PUT /api/admin/reviews/:id/hide',
  'PUT /api/admin/reviews/:id/unhide',
  'GET /api/admin/customers',
  'GET /api/admin/customers/:id',
  'GET /api/admin/customers/:id/orders',
  'PUT /api/admin/customers/:id/disable',
  'PUT /api/admin/customers/:id/enable',
] as const;

export type ApiRoute = (typeof API_ROUTES)[number];

export type SuccessStatus = 200 | 201 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503;

/** `[status, body]`: a success carries the contract's answer, a refusal its `{ message }`. */
export type MockAnswer<Body> = readonly [SuccessStatus, Body] | readonly [ErrorStatus, ErrorAnswer];

/** A fixed answer, or one computed from the request (and the path's `:params`). */
export type MockResolver<Body> =
  MockAnswer<Body> | ((request: Request, params: Record<string, string>) => MockAnswer<Body> | Promise<MockAnswer<Body>>);
