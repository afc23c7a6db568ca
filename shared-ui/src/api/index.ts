export { apiClient, configureApiClient, createApiClient, getErrorMessage, isUnauthorized, type ApiClientOptions } from './api-client';
