/**
 * What the API may write to its logs. A failed database query carries its parameters (Drizzle puts
 * them into the error message: password hashes, emails, addresses), and tokens or cookies could reach
 * a log through a header or an error; none of that may be written.
 */

const SECRET_PATTERNS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s"',;)]*/gi, '[password hash]'],
  [/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g, '[token]'],
];

export function scrubSecrets(text: string): string {
  let result = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** Drizzle: "Failed query: <sql>\nparams: <values>" — the SQL is useful, the values are not ours to log. */
function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');
}

type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SerializedError;
};

/** The pino `err` serializer: type, message, stack, code and cause, with query values and secrets removed. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubSecrets(withoutQueryParams(String(error))), stack: '' };
  const code = (error as { code?: unknown }).code;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrubSecrets(withoutQueryParams(error.message)),
    stack: scrubSecrets(withoutQueryParams(error.stack ?? '')),
    ...(typeof code === 'string' ? { code } : {}),
  };
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Headers that carry credentials, never logged even if a serializer includes headers. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];
