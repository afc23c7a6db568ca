export {
  apiClient,
  configureApiClient,
  createApiClient,
  getErrorMessage,
  getHttpStatus,
  isUnauthorized,
  type ApiClientOptions,
} from './api-client';
