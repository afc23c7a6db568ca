import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface JwtPluginOptions {
  /** overrides JWT_SECRET */
  secret?: string;
  /** where a generated development secret is kept */
  filesDir: string;
}

function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** JWT_SECRET, else a secret generated once and persisted, so sessions survive restarts in development. */
function resolveSecret(app: FastifyInstance, options: JwtPluginOptions): string {
  const configured = options.secret ?? app.config.JWT_SECRET;
  if (configured) return configured;
  const file = join(options.filesDir, 'jwt-secret');
  if (existsSync(file)) {
    app.log.warn('JWT_SECRET is not set; using the development secret kept in %s', file);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(options.filesDir, { recursive: true });
  const secret = generateSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  app.log.warn('JWT_SECRET is not set; generated a development secret in %s', file);
  return secret;
}

/** Signs and verifies session tokens (plugins/app/auth.ts decides what they hold). */
export default fp<JwtPluginOptions>(
  async function jwtPlugin(app, options) {
    // One algorithm and an expiry on every token: a token signed with the secret under another algorithm
    // (HS512), or one that never expires, is refused even though its signature checks out.
    await app.register(jwt, {
      secret: resolveSecret(app, options),
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });
  },
  { name: 'jwt', dependencies: ['env'] },
);
