import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_METHODS } from 'shared-ui/pricing';
import { databaseFailureSummary, isDatabaseUnavailable } from '../../db/errors.js';
import { StorageUnavailableError } from '../../services/uploads/object-storage.js';
import { describeSize, MAX_UPLOAD_BYTES } from '../../services/uploads/upload-purposes.js';

/** Seconds a client should wait before retrying while the database is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
/** The same for the upload bucket. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const MULTIPART_PARSE_ERROR = /^Multipart: |unexpected end of multipart data|Malformed part header/i;

/** Messages for fields whose rule is more than a type. */
const FIELD_RULES: Record<string, string> = {
  rating: 'rating must be an integer between 1 and 5',
  qty: 'qty must be a positive integer',
  page: 'page must be a positive integer',
  limit: 'limit must be an integer between 1 and 100',
  paymentMethod: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}`,
};

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "body/orderItems/0/qty" becomes "orderItems[0].qty" — the field named the way a developer reads it. */
function fieldName(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

export function formatValidationError(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const params = issue.params ?? {};
  let path = issue.instancePath;
  if (issue.keyword === 'required') {
    const missing = (params.requiredProperties as string[] | undefined)?.[0] ?? (params.missingProperty as string);
    path = `${path}/${missing}`;
    return `${fieldName(path)} is required`;
  }
  const field = fieldName(path);
  const leaf = path.split('/').filter(Boolean).pop() ?? '';
  if (!field) return `${context ?? 'body'} ${issue.message ?? 'is invalid'}`;
  if (FIELD_RULES[leaf]) return FIELD_RULES[leaf].replace(leaf, field);
  switch (issue.keyword) {
    case 'type': {
      const type = String(params.type);
      return `${field} must be ${article(type)} ${type}`;
    }
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`;
    case 'minItems':
      return `${field} must have at least ${params.limit} item(s)`;
    case 'maxItems':
      return `${field} must have at most ${params.limit} items`;
    case 'enum':
    case 'anyOf':
    case 'const':
      return `${field} has an unsupported value`;
    case 'pattern':
    case 'format':
      return `${field} has an invalid format`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

/**
 * One error handler for the whole API: 4xx answers carry a message the client may show,
 * 5xx answers never leak details (the error is logged instead).
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.validation) {
        return reply
          .code(400)
          .send({ message: formatValidationError(error.validation as ValidationIssue[], error.validationContext) });
      }
      // The multipart parser throws plain errors (no status) for a missing boundary or a truncated body.
      if (!error.statusCode && MULTIPART_PARSE_ERROR.test(error.message ?? '')) {
        return reply.code(400).send({ message: 'Request body is not valid multipart/form-data' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // The avatar form carries one file; a second one is a malformed form, not a large one.
        if (error.code === 'FST_FILES_LIMIT')
          return reply.code(400).send({ message: 'Send one image only, in the field "avatar"' });
        if (status === 413)
          return reply.code(413).send({
            message:
              error.code === 'FST_REQ_FILE_TOO_LARGE'
                ? `File too large (at most ${describeSize(MAX_UPLOAD_BYTES)})`
                : 'Request body is too large',
          });
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ message: 'Unsupported content type' });
        if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error.code === 'FST_MP_PREMATURE_CLOSE')
          return reply.code(400).send({ message: 'Request body is not valid multipart/form-data' });
        if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
          return reply.code(400).send({ message: 'Request body must not be empty' });
        if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
          return reply.code(400).send({ message: 'Request body is not valid JSON' });
        return reply.code(status).send({ message: error.message });
      }
      // Checked before the database: an unreachable bucket fails with the same socket errors (ECONNREFUSED).
      if (error instanceof StorageUnavailableError) {
        request.log.warn({ cause: error.summary }, 'upload storage unavailable');
        return reply
          .code(503)
          .header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS))
          .send({ message: 'Image storage is temporarily unavailable; please retry' });
      }
      // The database is down or restarting: nothing of the request was stored that a retry would repeat
      // (orders run in one transaction), so the client is told to retry, and the pool reconnects by itself.
      if (isDatabaseUnavailable(error)) {
        // One line per request during an outage: the cause, not the query or the stack.
        request.log.warn({ cause: databaseFailureSummary(error) }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: 'Service temporarily unavailable; please retry' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'error-handler' },
);
