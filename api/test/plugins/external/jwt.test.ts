import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from '../../../src/app.js';
import { appSecrets } from '../../../src/db/schema/index.js';
import { sharedSecret } from '../../../src/plugins/external/jwt.js';
import { bearer, buildTestApp, registerUser, TEST_JWT_SECRET } from '../../helpers/build-test-app.js';

describe('the session signing secret', () => {
  it('is generated into the database when JWT_SECRET is not set, and kept there (insert-if-absent)', async () => {
    const t = await buildTestApp({ seed: 0, jwtSecret: undefined, environment: {} });
    try {
      const rows = await t.app.db.select().from(appSecrets);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.name, 'jwt');
      assert.ok(rows[0]!.value.length >= 64);
      const user = await registerUser(t.app);
      assert.doesNotThrow(() => t.app.jwt.verify(user.token));
      // a second process starting at the same moment stores nothing and gets the first one's secret
      assert.equal(await sharedSecret(t.app.db, 'another-candidate'), rows[0]!.value);
    } finally {
      await t.close();
    }
  });

  it('is JWT_SECRET when set, and then nothing is stored', async () => {
    const t = await buildTestApp({ seed: 0, jwtSecret: undefined, environment: { JWT_SECRET: TEST_JWT_SECRET } });
    try {
      assert.deepEqual(await t.app.db.select().from(appSecrets), []);
      const user = await registerUser(t.app);
      assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) })).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  describe('in a PGlite data directory of an earlier version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-legacy-secret-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('adopts the development secret that version kept in DATA_DIR/jwt-secret, so its sessions survive', async () => {
      writeFileSync(join(dir, 'jwt-secret'), 'the-secret-an-earlier-version-generated\n');
      const app = await buildApp({
        database: { kind: 'pglite', dataDir: dir },
        environment: {},
        seed: 0,
        logger: false,
        serveSite: false,
      });
      try {
        const [row] = await app.db.select().from(appSecrets);
        assert.equal(row!.value, 'the-secret-an-earlier-version-generated');
      } finally {
        await app.close();
      }
    });
  });
});
