import { buildApp } from '../src/app.js';

/**
 * The OpenAPI document the routes describe, as /api/docs/json serves it: built from buildApp on an
 * empty in-memory database, without listening and without the site.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({
    database: { kind: 'pglite', dataDir: 'memory' },
    seed: false,
    logger: false,
    jwtSecret: 'only-for-writing-the-openapi-document',
    serveSite: false,
    searchIndex: false,
  });
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
