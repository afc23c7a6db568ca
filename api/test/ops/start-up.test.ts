import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

describe('start-up', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ seed: 30, logger: { level: 'info', stream } });
  });
  after(() => t.close());

  it('has no plugin time limit, so a slow machine only starts slower', () => {
    assert.equal(t.app.initialConfig.pluginTimeout, 0);
  });

  it('says what it is doing: opening the database, migrating, seeding N products', () => {
    const log = lines.join('');
    assert.match(log, /(opening the embedded database|starting an in-memory database|connecting to PostgreSQL)/);
    assert.match(log, /applying (database )?migrations/);
    assert.match(log, /seeding the catalogue: 30 of 30 products/);
  });
});
