/** An expected failure whose message is safe to show: thrown by services, answered as {message}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
