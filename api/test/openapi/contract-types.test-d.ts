// Type-level test, checked by `npm run typecheck`: the client openapi-typescript generates from the
// OpenAPI document (generated-client.d.ts) must agree with shared-ui/contract, in both directions.
// A route whose schema drifts from the contract changes the document; generated-client.test.ts then
// fails until the client is regenerated, and after that this file stops type-checking.
import type { Static } from 'typebox';
import type {
  AdminAuditList,
  AdminAuditQuery,
  AdminCustomer,
  AdminCustomerList,
  AdminCustomerListQuery,
  AdminDashboard,
  AdminOrder,
  AdminOrderList,
  AdminOrderListQuery,
  AdminPageQuery,
  AdminProduct,
  AdminProductImage,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
  AdminProductPatch,
  AdminReview,
  AdminReviewList,
  AdminReviewListQuery,
  AdminStockAdjustment,
  CreateOrderBody,
  ErrorResponse,
  LoginBody,
  MessageResponse,
  Order,
  PasswordBody,
  ProductDetail,
  ProductList,
  ProductListQuery,
  RegisterBody,
  ReviewBody,
  Suggestion,
  UserInfo,
  WebVitalsReport,
  WebVitalsSummary,
} from 'shared-ui/contract';
import type { operations } from './generated-client.js';

type Operation = keyof operations;
type Responses<Op extends Operation> = operations[Op]['responses'];
type JsonResponse<Op extends Operation, Status extends keyof Responses<Op>> = Responses<Op>[Status] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;
type JsonBody<Op extends Operation> =
  NonNullable<operations[Op]['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;
type Query<Op extends Operation> = NonNullable<operations[Op]['parameters']['query']>;

/** true only when the two types are identical (a field added, dropped, made optional or retyped on either side fails). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectSame<A, B>(same: Same<A, B>): void {
  void same;
}

// Products
expectSame<JsonResponse<'listProducts', 200>, Static<typeof ProductList>>(true);
expectSame<Query<'listProducts'>, Static<typeof ProductListQuery>>(true);
expectSame<JsonResponse<'getProduct', 200>, Static<typeof ProductDetail>>(true);
expectSame<JsonResponse<'getProduct', 404>, Static<typeof ErrorResponse>>(true);
expectSame<JsonResponse<'searchSuggestions', 200>, Static<typeof Suggestion>[]>(true);
expectSame<JsonBody<'createReview'>, Static<typeof ReviewBody>>(true);
expectSame<JsonResponse<'createReview', 201>, Static<typeof MessageResponse>>(true);

// Accounts
expectSame<JsonBody<'register'>, Static<typeof RegisterBody>>(true);
expectSame<JsonResponse<'register', 201>, Static<typeof UserInfo>>(true);
expectSame<JsonBody<'login'>, Static<typeof LoginBody>>(true);
expectSame<JsonResponse<'login', 200>, Static<typeof UserInfo>>(true);
expectSame<JsonResponse<'login', 401>, Static<typeof ErrorResponse>>(true);
expectSame<JsonResponse<'getProfile', 200>, Static<typeof UserInfo>>(true);
expectSame<JsonResponse<'updateProfile', 200>, Static<typeof UserInfo>>(true);
expectSame<JsonBody<'changePassword'>, Static<typeof PasswordBody>>(true);
expectSame<JsonResponse<'logout', 200>, Static<typeof MessageResponse>>(true);

// Orders
expectSame<JsonBody<'createOrder'>, Static<typeof CreateOrderBody>>(true);
expectSame<JsonResponse<'createOrder', 201>, Static<typeof Order>>(true);
expectSame<JsonResponse<'createOrder', 200>, Static<typeof Order>>(true);
expectSame<JsonResponse<'listMyOrders', 200>, Static<typeof Order>[]>(true);
expectSame<JsonResponse<'getOrder', 200>, Static<typeof Order>>(true);
expectSame<JsonResponse<'payOrder', 200>, Static<typeof Order>>(true);
expectSame<JsonResponse<'deliverOrder', 200>, Static<typeof Order>>(true);
expectSame<JsonResponse<'cancelOrder', 200>, Static<typeof Order>>(true);

// Web vitals
expectSame<JsonBody<'reportWebVitals'>, Static<typeof WebVitalsReport>>(true);
expectSame<JsonResponse<'getWebVitalsSummary', 200>, Static<typeof WebVitalsSummary>>(true);

// Back office
expectSame<JsonResponse<'adminDashboard', 200>, Static<typeof AdminDashboard>>(true);
expectSame<JsonResponse<'adminDashboard', 403>, Static<typeof ErrorResponse>>(true);
expectSame<Query<'adminListOrders'>, Static<typeof AdminOrderListQuery>>(true);
expectSame<JsonResponse<'adminListOrders', 200>, Static<typeof AdminOrderList>>(true);
expectSame<JsonResponse<'adminGetOrder', 200>, Static<typeof AdminOrder>>(true);
expectSame<JsonResponse<'adminPayOrder', 200>, Static<typeof AdminOrder>>(true);
expectSame<JsonResponse<'adminDeliverOrder', 200>, Static<typeof AdminOrder>>(true);
expectSame<JsonResponse<'adminCancelOrder', 200>, Static<typeof AdminOrder>>(true);
expectSame<JsonResponse<'adminCancelOrder', 409>, Static<typeof ErrorResponse>>(true);
expectSame<Query<'adminListProducts'>, Static<typeof AdminProductListQuery>>(true);
expectSame<JsonResponse<'adminListProducts', 200>, Static<typeof AdminProductList>>(true);
expectSame<JsonResponse<'adminGetProduct', 200>, Static<typeof AdminProduct>>(true);
expectSame<JsonBody<'adminCreateProduct'>, Static<typeof AdminProductInput>>(true);
expectSame<JsonResponse<'adminCreateProduct', 201>, Static<typeof AdminProduct>>(true);
expectSame<JsonBody<'adminUpdateProduct'>, Static<typeof AdminProductPatch>>(true);
expectSame<JsonResponse<'adminUpdateProduct', 200>, Static<typeof AdminProduct>>(true);
expectSame<JsonBody<'adminAdjustStock'>, Static<typeof AdminStockAdjustment>>(true);
expectSame<JsonResponse<'adminAdjustStock', 200>, Static<typeof AdminProduct>>(true);
expectSame<JsonResponse<'adminArchiveProduct', 200>, Static<typeof AdminProduct>>(true);
expectSame<JsonResponse<'adminUnarchiveProduct', 200>, Static<typeof AdminProduct>>(true);
expectSame<JsonResponse<'adminUploadProductImage', 201>, Static<typeof AdminProductImage>>(true);
expectSame<Query<'adminListReviews'>, Static<typeof AdminReviewListQuery>>(true);
expectSame<JsonResponse<'adminListReviews', 200>, Static<typeof AdminReviewList>>(true);
expectSame<JsonResponse<'adminHideReview', 200>, Static<typeof AdminReview>>(true);
expectSame<JsonResponse<'adminUnhideReview', 200>, Static<typeof AdminReview>>(true);
expectSame<Query<'adminListCustomers'>, Static<typeof AdminCustomerListQuery>>(true);
expectSame<JsonResponse<'adminListCustomers', 200>, Static<typeof AdminCustomerList>>(true);
expectSame<JsonResponse<'adminGetCustomer', 200>, Static<typeof AdminCustomer>>(true);
expectSame<Query<'adminListCustomerOrders'>, Static<typeof AdminPageQuery>>(true);
expectSame<JsonResponse<'adminListCustomerOrders', 200>, Static<typeof AdminOrderList>>(true);
expectSame<JsonResponse<'adminDisableCustomer', 200>, Static<typeof AdminCustomer>>(true);
expectSame<JsonResponse<'adminEnableCustomer', 200>, Static<typeof AdminCustomer>>(true);
expectSame<Query<'adminListAudit'>, Static<typeof AdminAuditQuery>>(true);
expectSame<JsonResponse<'adminListAudit', 200>, Static<typeof AdminAuditList>>(true);
