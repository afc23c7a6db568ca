import { Busboy } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this route accepts multipart/form-data (every other route answers such a body with 415) */
    multipart?: boolean;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** "shippingAddress.city", "orderItems[0].product" */
function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/**
 * The first text in a parsed request that PostgreSQL cannot store: a NUL character (text columns
 * refuse it) or a lone UTF-16 surrogate (JSON allows "\ud800", UTF-8 and jsonb do not).
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\0')) return `${path || 'value'} must not contain NUL characters`;
    if (LONE_SURROGATE.test(value)) return `${path || 'value'} must be valid Unicode text (it has a lone surrogate)`;
    return null;
  }
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findUnstorableText(value[i], join(path, i), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0') || LONE_SURROGATE.test(key)) return `${path || 'body'} has a field name that is not valid text`;
    const problem = findUnstorableText(item, join(path, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

/**
 * Why a multipart request's Content-Type cannot be parsed, or null. Checked before the parser is built:
 * the parser throws plain errors (a 500) for a boundary it cannot search for, e.g. one over 256 characters.
 */
export function multipartTypeProblem(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return 'Request body is not valid multipart/form-data: the Content-Type has no boundary';
  if (boundary.length > MAX_BOUNDARY_LENGTH) {
    return `Request body is not valid multipart/form-data: the boundary must be at most ${MAX_BOUNDARY_LENGTH} characters`;
  }
  try {
    // Building the parser is what fails on any other unusable header; nothing is read from the request here.
    new Busboy({ headers: { 'content-type': contentType } }).destroy();
  } catch {
    return 'Request body is not valid multipart/form-data: the Content-Type cannot be parsed';
  }
  return null;
}

function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.trimStart().toLowerCase().startsWith('multipart/');
}

/**
 * Input every route gets for free: multipart bodies only where a route asks for them (so a cross-site
 * HTML form cannot post to login or register, and a broken multipart body never reaches a parser that
 * is not expecting it), and no text the database cannot store, named by field, before any route runs.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (isMultipart(request) && !request.routeOptions.config?.multipart) {
        throw new HttpError(415, 'Unsupported content type: this endpoint accepts application/json');
      }
      if (isMultipart(request)) {
        const problem = multipartTypeProblem(request.headers['content-type']!);
        if (problem) throw new HttpError(400, problem);
      }
    });
    // Registered after @fastify/multipart, so this runs after multipart fields are attached to the body.
    app.addHook('preValidation', async (request) => {
      const problem = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
      if (problem) throw new HttpError(400, problem);
    });
  },
  { name: 'input-guard' },
);
