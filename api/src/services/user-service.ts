import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import { users, type UserRow } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';
import type { UploadStore } from './uploads/upload-store.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stored trimmed and lower-cased; the unique index on lower(email) makes uniqueness case-insensitive. */
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

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email);

/** A new email that another account holds, or a race lost to the unique index: the same answer. */
async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, 'User already exists');
    throw error;
  }
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  /** blank keeps the current password (the form sends an empty field) */
  password?: string;
  /** required when the email or the password changes: a stolen session alone must not take the account over */
  currentPassword?: string;
  /** the uploaded image (multipart); anything else is refused */
  avatar?: unknown;
}

/** Accounts: registration, credentials, profile and password changes, session versions. Owns the users' SQL. */
export class UserService {
  // Unknown emails are checked against this hash too, so a sign-in takes as long whether the account exists or not.
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadStore,
  ) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  private async emailTaken(email: string): Promise<boolean> {
    const [existing] = await this.db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
    return existing !== undefined;
  }

  /** @throws HttpError 400 for a blank name, a malformed email or one that is taken */
  async register(input: { name: string; email: string; password: string }): Promise<UserRow> {
    const name = requireText(input.name, 'name');
    const email = normalizeEmail(input.email);
    if (await this.emailTaken(email)) throw new HttpError(400, 'User already exists');
    const passwordHash = await hashPassword(input.password);
    const [user] = await unlessTaken(() => this.db.insert(users).values({ id: newId(), name, email, passwordHash }).returning());
    return user!;
  }

  /**
   * The account these credentials sign into, or null. The same argon2 work whether the email or the
   * password is wrong, so accounts cannot be probed by message or by timing.
   */
  async verifyCredentials(email: string, password: string): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(byEmail(email.trim().toLowerCase())).limit(1);
    const usable = user?.passwordHash.startsWith('$argon2') ? user.passwordHash : await this.dummyHash;
    const matches = await verifyPassword(usable, password);
    return user && matches && usable === user.passwordHash ? user : null;
  }

  /** Whether these changes touch the credentials (a new email or a new password), which needs the current password. */
  changesCredentials(user: UserRow, input: ProfileChanges): boolean {
    const newEmail = input.email !== undefined && input.email.trim().toLowerCase() !== user.email;
    return newEmail || !!input.password;
  }

  /**
   * Applies the changes given; a new password raises the token version (ending every other session).
   * A new email or password needs `currentPassword`. The avatar is replaced compare-and-set: if another
   * request replaced it since `user` was read, this one's image is removed and it answers 409.
   * @returns the updated row and whether the password changed (the caller issues a fresh session then)
   */
  async updateProfile(user: UserRow, input: ProfileChanges): Promise<{ user: UserRow; passwordChanged: boolean }> {
    if (this.changesCredentials(user, input)) await this.requireCurrentPassword(user, input.currentPassword);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.name !== undefined) changes.name = requireText(input.name, 'name');
    if (input.email !== undefined) {
      const email = normalizeEmail(input.email);
      if (email !== user.email) {
        if (await this.emailTaken(email)) throw new HttpError(400, 'User already exists');
        changes.email = email;
      }
    }
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    if (input.avatar !== undefined) {
      if (!Buffer.isBuffer(input.avatar)) throw new HttpError(400, 'avatar must be an image file');
      changes.avatar = await this.uploads.save('avatar', user.id, input.avatar);
    }
    if (!passwordHash && Object.keys(changes).length === 0) return { user, passwordChanged: false };
    const avatarUnchanged = user.avatar === null ? isNull(users.avatar) : eq(users.avatar, user.avatar);
    const [updated] = await unlessTaken(() =>
      this.db
        .update(users)
        .set(passwordHash ? { ...changes, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : changes)
        .where(changes.avatar ? and(eq(users.id, user.id), avatarUnchanged) : eq(users.id, user.id))
        .returning(),
    ).catch(async (error: unknown) => {
      if (changes.avatar) await this.uploads.remove(changes.avatar);
      throw error;
    });
    if (!updated) {
      // Lost the race to a concurrent upload (or the account is gone): nothing of this request was stored.
      if (changes.avatar) await this.uploads.remove(changes.avatar);
      throw new HttpError(409, 'Your profile was changed by another request at the same time; please try again');
    }
    if (changes.avatar) await this.uploads.remove(user.avatar);
    return { user: updated, passwordChanged: passwordHash !== undefined };
  }

  /** @throws HttpError 400 when the current password is missing or wrong */
  private async requireCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw new HttpError(400, 'Enter your current password to change your email or password');
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new HttpError(400, 'Current password is incorrect');
  }

  /**
   * Sets a new password if `currentPassword` matches, raising the token version (ending every other session).
   * @returns the updated row, or null when the current password is wrong
   */
  async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<UserRow | null> {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) return null;
    const passwordHash = await hashPassword(newPassword);
    const [updated] = await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  }

  /** Ends every session of the user (logout, password change); answers the new token version. */
  async revokeSessions(userId: string): Promise<number> {
    const [row] = await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    return row?.tokenVersion ?? 0;
  }
}
