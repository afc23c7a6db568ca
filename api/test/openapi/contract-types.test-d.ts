// Type-level test, checked by `npm run typecheck`: the client openapi-typescript generates from the
// OpenAPI document (generated-client.d.ts) must agree with shared-ui/contract, in both directions.
// A route whose schema drifts from the contract changes the document; generated-client.test.ts then
// fails until the client is regenerated, and after that this file stops type-checking.
import type { Static } from 'typebox';
import type {
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
