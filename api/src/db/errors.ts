/** Postgres error code of a failed query, looking through Drizzle's wrapper error. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isCheckViolation = (error: unknown) => pgErrorCode(error) === '23514';

/** Node socket errors of a connection to the database that failed or broke. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether the database itself was unreachable (down, restarting, refusing connections) rather than the
 * query wrong: class 08 (connection exception), 57P01-57P03 (shut down, crash, cannot connect now), 53300
 * (too many connections), or the driver's socket errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^08|^57P0[123]$|^53300$/.test(code) || CONNECTION_ERRORS.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The innermost cause of a database failure as one line an operator can read ("57P01 terminating
 * connection due to administrator command"): the wrappers around it carry the SQL and stacks.
 */
export function databaseFailureSummary(error: unknown): string {
  let summary = 'unknown database failure';
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof message === 'string') summary = typeof code === 'string' ? `${code} ${message}` : message;
    current = (current as { cause?: unknown }).cause;
  }
  return summary;
}
