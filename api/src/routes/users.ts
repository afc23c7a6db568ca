import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';
import { SESSION_COOKIE } from '../plugins/app/auth.js';
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
  /** failed sign-ins per account (whatever the client's address) */
  loginFailures: RateLimitRule;
  /** wrong current passwords per account at PUT /api/users/password */
  passwordFailures: RateLimitRule;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  loginFailures: { max: 10, windowMs: 15 * 60_000 },
  passwordFailures: { max: 5, windowMs: 15 * 60_000 },
};

export interface UserRoutesOptions {
  /** per-IP limit for login and register; false disables it */
  authRateLimit: RateLimitRule | false;
  /** per-account limits on wrong passwords; false disables them */
  accountLimits: AccountLimits | false;
}

const PROFILE_FIELDS = new Set(['name', 'email', 'password', 'avatar']);

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
  const ipLimit = options.authRateLimit ? new RateLimiter(app.db, 'auth-ip', options.authRateLimit) : null;
  const loginFailures = options.accountLimits
    ? new RateLimiter(app.db, 'login-failures', options.accountLimits.loginFailures)
    : null;
  const passwordFailures = options.accountLimits
    ? new RateLimiter(app.db, 'password-failures', options.accountLimits.passwordFailures)
    : null;

  // Sign-in and registration set the session cookie: JSON only (the input guard refuses forms), and a
  // request that names a foreign origin is refused, so another site cannot sign a browser in.
  const authPreHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    app.assertTrustedOrigin(request);
    if (ipLimit) {
      try {
        await ipLimit.hit(`${request.routeOptions.url}:${request.ip}`, 'Too many requests from this address');
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
      const tooMany = 'Too many failed sign-ins for this account';
      await withRetryAfter(reply, async () => loginFailures?.check(email, tooMany));
      const user = await app.userService.verifyCredentials(email, request.body.password);
      // The same answer whether the email or the password is wrong.
      if (!user) {
        await loginFailures?.count(email);
        throw new HttpError(401, 'Invalid email or password');
      }
      await loginFailures?.reset(email);
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
        // Signed out already, or a cross-site request: nothing to revoke, but the cookie still goes.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
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
          'Update name, email, password (a new password ends other sessions); multipart/form-data may carry an avatar image (field avatar: png, jpeg, webp, gif; 2 MB)',
        security: signedIn,
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileBody,
        response: { 200: UserInfo, ...errorResponses, 413: errorResponses[400] },
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
      const { user: updated, passwordChanged } = await app.userService.updateProfile(user, body);
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
      await withRetryAfter(reply, async () => passwordFailures?.check(user.id, 'Too many wrong current passwords'));
      const updated = await app.userService.changePassword(user, request.body.currentPassword, request.body.newPassword);
      if (!updated) {
        await passwordFailures?.count(user.id);
        throw new HttpError(400, 'Current password is incorrect');
      }
      await passwordFailures?.reset(user.id);
      app.issueSession(request, reply, updated);
      return { message: 'Password updated successfully' };
    },
  );
};

export default userRoutes;
