import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (19 MiB, 2 passes): the OWASP baseline for interactive logins.
// (Algorithm is an ambient const enum, unusable under isolatedModules; tests assert the $argon2id$ prefix.)
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash no password can match: used for seeded reviewer accounts that must never sign in. */
export const UNUSABLE_PASSWORD_HASH = '!unusable';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
