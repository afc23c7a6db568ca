import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users, type UserRow } from '../../db/schema/index.js';
import { HttpError } from './error-handler.js';

export const SESSION_COOKIE = 'jwt';
const SESSION_SECONDS = 30 * 24 * 60 * 60;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless signed in; sets request.currentUser */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 403 unless the signed-in user is an admin (use after authenticate) */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => string;
    isAllowedOrigin: (origin: string | undefined) => boolean;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    /** the token that authenticated this request */
    sessionToken: string | null;
  }
}

export interface AuthPluginOptions {
  allowedOrigins: string[];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export default fp<AuthPluginOptions>(
  async function authPlugin(app, options) {
    const allowed = new Set(options.allowedOrigins);
    app.decorate('isAllowedOrigin', (origin: string | undefined) => !!origin && allowed.has(origin));
    app.decorateRequest('currentUser', null);
    app.decorateRequest('sessionToken', null);

    app.decorate('issueSession', (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const token = app.jwt.sign({ sub: userId }, { expiresIn: SESSION_SECONDS });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request),
        maxAge: SESSION_SECONDS,
      });
      return token;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      let token: string | undefined;
      let fromCookie = false;
      if (header?.startsWith('Bearer ')) {
        token = header.slice(7).trim();
      } else if (request.cookies[SESSION_COOKIE]) {
        token = request.cookies[SESSION_COOKIE];
        fromCookie = true;
      }
      if (!token) throw new HttpError(401, 'Not authorized, no token');
      let payload: { sub: string };
      try {
        payload = app.jwt.verify<{ sub: string }>(token);
      } catch {
        throw new HttpError(401, 'Not authorized, token failed');
      }
      // Cookies ride along on cross-site requests; a state change authenticated by cookie must come
      // from one of our own pages (CSRF defence on top of SameSite=Lax). Bearer tokens cannot be forged that way.
      if (fromCookie && UNSAFE_METHODS.has(request.method)) {
        const origin = requestOrigin(request);
        const sameHost = origin !== undefined && origin === `${isHttps(request) ? 'https' : 'http'}://${request.headers.host}`;
        if (!sameHost && !app.isAllowedOrigin(origin)) throw new HttpError(403, 'Forbidden: request origin not allowed');
      }
      const [user] = await app.db.select().from(users).where(eq(users.id, payload.sub)).limit(1);
      if (!user) throw new HttpError(401, 'Not authorized, user not found');
      request.currentUser = user;
      request.sessionToken = token;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.currentUser?.isAdmin) throw new HttpError(403, 'Not authorized as an admin');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}
