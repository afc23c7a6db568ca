export {
  apiClient,
  configureApiClient,
  createApiClient,
  getErrorMessage,
  getHttpStatus,
  getServerMessage,
  isUnauthorized,
  type ApiClient,
  type ApiClientOptions,
  type ApiMethod,
  type ApiRequestOptions,
  type ApiResponsePromise,
} from './api-client';
export { useQuery, type QueryOptions, type QueryResult, type QueryState } from './use-query';
export {
  useMutation,
  type MutationCallbacks,
  type MutationOptions,
  type MutationResult,
  type MutationState,
} from './use-mutation';
export { ServerQueries, ServerQueriesContext, SERVER_ANSWERS_ELEMENT_ID, type ServerQueryOutcome } from './server-queries';
export { isOffline, OFFLINE_MESSAGE, OFFLINE_PAGE_TIMING } from './offline';
