import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../client-address.js';
import type { UserRow } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';
import { ACCOUNT_DISABLED, SESSION_COOKIE } from '../plugins/app/auth.js';
import { anyone, signedIn, signedInOrNot } from '../plugins/external/swagger.js';
import {
  errorResponses,
  LoginBody,
  MessageResponse,
  PasswordBody,
  ProfileBody,
  RegisterBody,
  UserInfo,
} from 'shared-ui/contract';
import { RateLimiter, TooManyRequestsError, type RateLimitRule } from '../services/rate-limiter.js';

export interface AccountLimits {
  /** failed sign-ins per account from one client address (IPv6: its /64) */
  loginFailuresPerAddress: RateLimitRule;
  /**
   * failed sign-ins per account from every address together: far above the per-address limit, so a few
   * guesses from elsewhere cannot lock the owner out, yet a guesser spread over many addresses meets it
   */
  loginFailures: RateLimitRule;
  /** wrong current passwords per account (PUT /api/users/password, and a new email or password at PUT /api/users/profile) */
  passwordFailures: RateLimitRule;
  /** avatar uploads per account */
  avatarUploads: RateLimitRule;
  /** a refused sign-in answers after this, doubled for each earlier failure from that address (at most 16x) */
  failureDelayMs: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  loginFailuresPerAddress: { max: 10, windowMs: 15 * 60_000 },
  loginFailures: { max: 100, windowMs: 15 * 60_000 },
  passwordFailures: { max: 5, windowMs: 15 * 60_000 },
  avatarUploads: { max: 20, windowMs: 60 * 60_000 },
  failureDelayMs: 250,
};

export interface UserRoutesOptions {
  /** per-IP limit for login and register; false disables it */
  authRateLimit: RateLimitRule | false;
  /** per-account limits on wrong passwords and uploads; false disables them */
  accountLimits: AccountLimits | false;
}

const MAX_DELAY_FACTOR = 16;

/** The progressive delay before a refused sign-in answers: base, 2x, 4x ... up to 16x. */
export function failureDelayMs(baseMs: number, failures: number): number {
  return baseMs * Math.min(MAX_DELAY_FACTOR, 2 ** Math.max(0, failures - 1));
}

const PROFILE_FIELDS = new Set(['name', 'email', 'password', 'currentPassword', 'avatar']);

/** The user info the storefront stores; never includes the password hash. */
function toUserInfo(user: UserRow, token: string) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    token,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    ...(user.avatar ? { avatar: user.avatar } : {}),
  };
}

const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = async (app, options) => {
  const limits = options.accountLimits;
  const ipLimit = options.authRateLimit ? new RateLimiter(app.db, 'auth-ip', options.authRateLimit) : null;
  const loginFailuresPerAddress = limits
    ? new RateLimiter(app.db, 'login-failures-address', limits.loginFailuresPerAddress)
    : null;
  const loginFailures = limits ? new RateLimiter(app.db, 'login-failures', limits.loginFailures) : null;
  const passwordFailures = limits ? new RateLimiter(app.db, 'password-failures', limits.passwordFailures) : null;
  const avatarUploads = limits ? new RateLimiter(app.db, 'avatar-uploads', limits.avatarUploads) : null;

  // Sign-in and registration set the session cookie: JSON only (the input guard refuses forms), and a
  // request that names a foreign origin is refused, so another site cannot sign a browser in.
  const authPreHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    app.assertTrustedOrigin(request);
    if (ipLimit) {
      try {
        await ipLimit.hit(`${request.routeOptions.url}:${clientAddressKey(request.ip)}`, 'Too many requests from this address');
      } catch (error) {
        if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    }
  };
  const withRetryAfter = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  };

  app.post(
    '/api/users',
    {
      preHandler: authPreHandler,
      schema: {
        tags: ['users'],
        operationId: 'register',
        security: anyone,
        summary: 'Register (JSON only); sets the session cookie',
        body: RegisterBody,
        response: { 201: UserInfo, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const user = await app.userService.register(request.body);
      const token = app.issueSession(request, reply, user);
      return reply.code(201).send(toUserInfo(user, token));
    },
  );

  app.post(
    '/api/users/login',
    {
      preHandler: authPreHandler,
      schema: {
        tags: ['users'],
        operationId: 'login',
        security: anyone,
        summary: 'Sign in with email and password (JSON only); sets the session cookie',
        body: LoginBody,
        response: { 200: UserInfo, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const fromAddress = `${email} ${clientAddressKey(request.ip)}`;
      // Attempts are reserved (counted atomically) before the password is checked, so concurrent
      // guesses cannot all pass a limit that was read before any of them failed.
      const failuresHere = await withRetryAfter(reply, async () => {
        const count = await loginFailuresPerAddress?.hit(
          fromAddress,
          'Too many failed sign-ins for this account from this address',
        );
        await loginFailures?.hit(email, 'Too many failed sign-ins for this account');
        return count ?? 0;
      });
      const user = await app.userService.verifyCredentials(email, request.body.password);
      // The same answer whether the email or the password is wrong.
      if (!user) {
        if (limits) await setTimeout(failureDelayMs(limits.failureDelayMs, failuresHere));
        throw new HttpError(401, 'Invalid email or password');
      }
      await loginFailuresPerAddress?.reset(fromAddress);
      await loginFailures?.reset(email);
      // Said only after the right password, so it tells nothing about an account to someone guessing.
      if (user.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED);
      const token = app.issueSession(request, reply, user);
      return toUserInfo(user, token);
    },
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags: ['users'],
        operationId: 'logout',
        summary: 'Sign out: ends every session of the signed-in user (its tokens stop working) and clears the cookie',
        security: signedInOrNot,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      let signedIn = true;
      try {
        await app.authenticate(request, reply);
      } catch (error) {
        // Signed out already: nothing to revoke, but the cookie still goes. A cookie write from a foreign
        // origin (403) is refused like any other, so another site cannot sign the shopper out.
        if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 403) throw error;
        signedIn = false;
      }
      if (signedIn) await app.userService.revokeSessions(request.currentUser!.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/users/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        operationId: 'getProfile',
        summary: 'The signed-in user',
        security: signedIn,
        response: { 200: UserInfo, ...errorResponses },
      },
    },
    async (request) => toUserInfo(request.currentUser!, request.sessionToken!),
  );

  app.put(
    '/api/users/profile',
    {
      preHandler: app.authenticate,
      config: { multipart: true },
      schema: {
        tags: ['users'],
        operationId: 'updateProfile',
        summary:
          'Update name, email, password (a new email or password needs currentPassword; a new password ends other sessions); multipart/form-data may carry an avatar image (field avatar: png, jpeg, webp, gif; 2 MB)',
        security: signedIn,
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileBody,
        response: {
          200: UserInfo,
          ...errorResponses,
          409: errorResponses[400],
          413: errorResponses[400],
          429: errorResponses[400],
          503: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      const body = request.body;
      const unknownField = Object.keys(body ?? {}).find((key) => !PROFILE_FIELDS.has(key));
      if (unknownField) {
        const value = (body as Record<string, unknown>)[unknownField];
        throw new HttpError(
          400,
          Buffer.isBuffer(value)
            ? `Unexpected file field "${unknownField}": send the image in the field "avatar"`
            : `Unexpected field "${unknownField}"`,
        );
      }
      if (body.avatar !== undefined) {
        await withRetryAfter(reply, async () => avatarUploads?.hit(user.id, 'Too many avatar uploads'));
      }
      const checksPassword = app.userService.changesCredentials(user, body) && !!body.currentPassword;
      if (checksPassword) {
        await withRetryAfter(reply, async () => passwordFailures?.hit(user.id, 'Too many wrong current passwords'));
      }
      const { user: updated, passwordChanged } = await app.userService.updateProfile(user, body);
      if (checksPassword) await passwordFailures?.reset(user.id);
      const token = passwordChanged ? app.issueSession(request, reply, updated) : request.sessionToken!;
      return toUserInfo(updated, token);
    },
  );

  app.put(
    '/api/users/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: 'Change password; currentPassword must match. Ends every other session; this one gets a new cookie',
        security: signedIn,
        body: PasswordBody,
        response: { 200: MessageResponse, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      await withRetryAfter(reply, async () => passwordFailures?.hit(user.id, 'Too many wrong current passwords'));
      const updated = await app.userService.changePassword(user, request.body.currentPassword, request.body.newPassword);
      if (!updated) throw new HttpError(400, 'Current password is incorrect');
      await passwordFailures?.reset(user.id);
      app.issueSession(request, reply, updated);
      return { message: 'Password updated successfully' };
    },
  );
};

export default userRoutes;
