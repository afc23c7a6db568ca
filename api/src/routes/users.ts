import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyContextConfig } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import { users, type UserRow } from '../db/schema/index.js';
import { HttpError } from '../plugins/app/error-handler.js';
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

export interface UserRoutesOptions {
  avatars: AvatarStore;
  /** per-IP limit for login and register; false disables it */
  authRateLimit: { max: number; timeWindow: number | string } | false;
}

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
  const rateLimit: FastifyContextConfig = options.authRateLimit ? { rateLimit: options.authRateLimit } : {};

  app.post(
    '/api/users',
    {
      config: rateLimit,
      schema: {
        tags: ['users'],
        summary: 'Register; sets the session cookie',
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
      const token = app.issueSession(request, reply, user.id);
      return reply.code(201).send(toUserInfo(user, token));
    },
  );

  app.post(
    '/api/users/login',
    {
      config: rateLimit,
      schema: {
        tags: ['users'],
        summary: 'Sign in with email and password; sets the session cookie',
        body: LoginBody,
        response: { 200: UserInfo, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      // The same answer whether the email or the password is wrong, so accounts cannot be probed.
      if (!user || !(await verifyPassword(user.passwordHash, request.body.password))) {
        throw new HttpError(401, 'Invalid email or password');
      }
      const token = app.issueSession(request, reply, user.id);
      return toUserInfo(user, token);
    },
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: clears the session cookie',
        response: { 200: MessageResponse },
      },
    },
    async (_request, reply) => {
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
      schema: {
        tags: ['users'],
        summary: 'Update name, email, password; multipart/form-data may carry an avatar image (png, jpeg, webp, gif; 2 MB)',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileBody,
        response: { 200: UserInfo, ...errorResponses, 413: errorResponses[400] },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      const body = request.body;
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
      return toUserInfo(updated, request.sessionToken!);
    },
  );

  app.put(
    '/api/users/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change password; currentPassword must match',
        security,
        body: PasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, 'Current password is incorrect');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      return { message: 'Password updated successfully' };
    },
  );
};

export default userRoutes;
