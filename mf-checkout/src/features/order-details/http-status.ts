/** The HTTP status of a failed API call, if the failure was an HTTP answer at all. */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: unknown };
  return response instanceof Response ? response.status : undefined;
}
