import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.js';

describe('logs never contain password hashes, passwords, tokens or cookies', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ seed: 0, logger: { level: 'info', stream } });
  });
  after(() => t.close());

  it('logs a failing insert without its parameters', async () => {
    const existing = await registerUser(t.app);
    // Make every insert into users fail inside the database, after the password has been hashed.
    await t.app.db.execute(sql`create or replace function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'disk full (simulated)'; end $$`);
    await t.app.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`);
    const password = 'very-secret-password-42';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: `jwt=${existing.token}`, authorization: `Bearer ${existing.token}` },
      payload: { name: 'Logged Larry', email: 'larry@example.com', password },
    });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal server error' });
    const log = lines.join('');
    assert.match(log, /request failed/);
    assert.match(log, /disk full \(simulated\)/);
    assert.doesNotMatch(log, /\$argon2/);
    assert.doesNotMatch(log, new RegExp(password));
    assert.doesNotMatch(log, new RegExp(existing.token.split('.')[2]!));
    assert.doesNotMatch(log, /larry@example\.com/);
  });
});
