import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import { users, type UserRow } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';
import { SESSION_COOKIE } from '../plugins/app/auth.js';
import {
  errorResponses,
  LoginBody,
  MessageResponse,
  PasswordBody,
  ProfileBody,
  RegisterBody,
  UserInfo,
} from 'shared-ui/contract';
import type { AvatarStore } from '../services/avatar-store.js';
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
  avatars: AvatarStore;
  /** per-IP limit for login and register; false disables it */
  authRateLimit: RateLimitRule | false;
  /** per-account limits on wrong passwords; false disables them */
  accountLimits: AccountLimits | false;
}

const PROFILE_FIELDS = new Set(['name', 'email', 'password', 'avatar']);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const security: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalized)) throw new HttpError(400, 'email must be a valid email address');
  return normalized;
}

function requireText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new HttpError(400, `${field} must not be empty`);
  return trimmed;
}

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
  // Unknown emails are checked against this hash too, so a sign-in takes as long whether the account exists or not.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

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
        summary: 'Register (JSON only); sets the session cookie',
        body: RegisterBody,
        response: { 201: UserInfo, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const name = requireText(request.body.name, 'name');
      const email = normalizeEmail(request.body.email);
      const [existing] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (existing) throw new HttpError(400, 'User already exists');
      const passwordHash = await hashPassword(request.body.password);
      let user: UserRow;
      try {
        [user] = (await app.db.insert(users).values({ id: newId(), name, email, passwordHash }).returning()) as [UserRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, 'User already exists');
        throw error;
      }
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
        summary: 'Sign in with email and password (JSON only); sets the session cookie',
        body: LoginBody,
        response: { 200: UserInfo, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const tooMany = 'Too many failed sign-ins for this account';
      await withRetryAfter(reply, async () => loginFailures?.check(email, tooMany));
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      // The same answer, and the same argon2 work, whether the email or the password is wrong,
      // so accounts cannot be probed by message or by timing.
      const usable = user?.passwordHash.startsWith('$argon2') ? user.passwordHash : await dummyHash;
      const matches = await verifyPassword(usable, request.body.password);
      if (!user || !matches || usable !== user.passwordHash) {
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
        summary: 'Sign out: ends every session of the signed-in user (its tokens stop working) and clears the cookie',
        security,
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
      if (signedIn) await app.revokeSessions(request.currentUser!.id);
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
        summary: 'The signed-in user',
        security,
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
        summary:
          'Update name, email, password (a new password ends other sessions); multipart/form-data may carry an avatar image (field avatar: png, jpeg, webp, gif; 2 MB)',
        security,
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
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.name !== undefined) changes.name = requireText(body.name, 'name');
      if (body.email !== undefined) {
        const email = normalizeEmail(body.email);
        if (email !== user.email) {
          const [taken] = await app.db
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, email));
          if (taken) throw new HttpError(400, 'User already exists');
          changes.email = email;
        }
      }
      // A blank password keeps the current one (the form sends an empty field).
      if (body.password) changes.passwordHash = await hashPassword(body.password);
      if (body.avatar !== undefined) {
        if (!Buffer.isBuffer(body.avatar)) throw new HttpError(400, 'avatar must be an image file');
        changes.avatar = await options.avatars.save(user.id, body.avatar);
      }
      // A new password ends every other session; this one continues with a fresh token.
      if (changes.passwordHash) changes.tokenVersion = sql`${users.tokenVersion} + 1` as unknown as number;
      let updated = user;
      if (Object.keys(changes).length) {
        try {
          [updated] = (await app.db.update(users).set(changes).where(eq(users.id, user.id)).returning()) as [UserRow];
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(400, 'User already exists');
          throw error;
        }
        if (changes.avatar) await options.avatars.remove(user.avatar);
      }
      const token = changes.passwordHash ? app.issueSession(request, reply, updated) : request.sessionToken!;
      return toUserInfo(updated, token);
    },
  );

  app.put(
    '/api/users/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change password; currentPassword must match. Ends every other session; this one gets a new cookie',
        security,
        body: PasswordBody,
        response: { 200: MessageResponse, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      await withRetryAfter(reply, async () => passwordFailures?.check(user.id, 'Too many wrong current passwords'));
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        await passwordFailures?.count(user.id);
        throw new HttpError(400, 'Current password is incorrect');
      }
      await passwordFailures?.reset(user.id);
      const passwordHash = await hashPassword(request.body.newPassword);
      const [updated] = (await app.db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id))
        .returning()) as [UserRow];
      app.issueSession(request, reply, updated);
      return { message: 'Password updated successfully' };
    },
  );
};

export default userRoutes;
