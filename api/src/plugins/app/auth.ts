import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';

export const SESSION_COOKIE = 'jwt';
/** A session token lives a day; any authenticated request after its first hour renews it (sliding session). */
export const SESSION_SECONDS = 24 * 60 * 60;
export const RENEW_AFTER_SECONDS = 60 * 60;
/** Sign-in and requests of an account staff disabled (its sessions were ended when it was disabled). */
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact support.';

interface SessionPayload {
  sub: string;
  /** the user's token version when the token was issued; logout and password change raise it */
  ver: number;
  iat?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless signed in; sets request.currentUser */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 403 unless the signed-in user is an admin (use after authenticate) */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** signs a session for the user (at its current token version) and sets the cookie */
    issueSession: (request: FastifyRequest, reply: FastifyReply, user: Pick<UserRow, 'id' | 'tokenVersion'>) => string;
    isAllowedOrigin: (origin: string | undefined) => boolean;
    /** 403 unless the request's Origin/Referer is absent, our own host or an allowed origin */
    assertTrustedOrigin: (request: FastifyRequest) => void;
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

    const isTrustedOrigin = (request: FastifyRequest, origin: string | undefined) => {
      const sameHost = origin !== undefined && origin === `${isHttps(request) ? 'https' : 'http'}://${request.headers.host}`;
      return sameHost || app.isAllowedOrigin(origin);
    };
    app.decorate('assertTrustedOrigin', (request: FastifyRequest) => {
      const origin = requestOrigin(request);
      if (origin !== undefined && !isTrustedOrigin(request, origin)) {
        throw new HttpError(403, 'Forbidden: request origin not allowed');
      }
    });

    app.decorate('issueSession', (request: FastifyRequest, reply: FastifyReply, user: Pick<UserRow, 'id' | 'tokenVersion'>) => {
      const token = app.jwt.sign({ sub: user.id, ver: user.tokenVersion }, { expiresIn: SESSION_SECONDS });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request),
        maxAge: SESSION_SECONDS,
      });
      return token;
    });

    const verify = (token: string | undefined): SessionPayload | null => {
      if (!token) return null;
      try {
        const payload = app.jwt.verify<SessionPayload>(token);
        return typeof payload.sub === 'string' && typeof payload.ver === 'number' ? payload : null;
      } catch {
        return null;
      }
    };

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      const bearerToken = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const cookieToken = request.cookies[SESSION_COOKIE];
      if (!bearerToken && !cookieToken) throw new HttpError(401, 'Not authorized, no token');
      // The Bearer token first; if it has expired or been revoked, the (renewed) cookie may still be good.
      let token = bearerToken;
      let payload = verify(bearerToken);
      let fromCookie = false;
      if (!payload && cookieToken) {
        token = cookieToken;
        payload = verify(cookieToken);
        fromCookie = true;
      }
      if (!payload || !token) throw new HttpError(401, 'Not authorized, token failed');
      // Cookies ride along on cross-site requests; a state change authenticated by cookie must come
      // from one of our own pages (CSRF defence on top of SameSite=Lax). Bearer tokens cannot be forged that way.
      if (fromCookie && UNSAFE_METHODS.has(request.method) && !isTrustedOrigin(request, requestOrigin(request))) {
        throw new HttpError(403, 'Forbidden: request origin not allowed');
      }
      // The user row is read on every request anyway, so revocation (a raised token version) takes effect at once.
      const user = await app.userService.findById(payload.sub);
      if (!user) throw new HttpError(401, 'Not authorized, user not found');
      if (user.tokenVersion !== payload.ver) throw new HttpError(401, 'Not authorized, session ended');
      if (user.disabledAt) throw new HttpError(401, ACCOUNT_DISABLED);
      request.currentUser = user;
      request.sessionToken = token;
      const ageSeconds = Date.now() / 1000 - (payload.iat ?? 0);
      if (ageSeconds > RENEW_AFTER_SECONDS) request.sessionToken = app.issueSession(request, reply, user);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.currentUser?.isAdmin) throw new HttpError(403, 'Not authorized as an admin');
    });
  },
  { name: 'auth', dependencies: ['jwt', 'cookie', 'user-service'] },
);
