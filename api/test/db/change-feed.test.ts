import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { localChangeFeed, MAX_MESSAGE_BYTES, postgresChangeFeed, type ChangeFeed } from '../../src/db/change-feed.js';
import { createTestDatabase } from '../helpers/build-test-app.js';

const quiet = { info() {}, warn() {} };

describe('the change feed in one process', () => {
  it('tells every listener the message, or null when there is none or it is too long to send', async () => {
    const feed = localChangeFeed();
    const heard: (string | null)[] = [];
    feed.subscribe((message) => heard.push(message));
    await feed.announce('{"kind":"rating","productIds":["a1"]}');
    await feed.announce();
    await feed.announce('x'.repeat(MAX_MESSAGE_BYTES + 1));
    assert.deepEqual(heard, ['{"kind":"rating","productIds":["a1"]}', null, null]);
  });
});

// Two feeds on one PostgreSQL (DATABASE_URL), as two API processes hold them.
if (process.env.DATABASE_URL) {
  describe('the change feed between processes on PostgreSQL', () => {
    let drop: () => Promise<void>;
    let pool: pg.Pool;
    let writer: ChangeFeed;
    let reader: ChangeFeed;
    const channel = 'change_feed_test';
    before(async () => {
      const database = await createTestDatabase();
      drop = database.drop;
      const url = database.config.kind === 'postgres' ? database.config.url : '';
      pool = new pg.Pool({ connectionString: url });
      writer = await postgresChangeFeed(url, pool, quiet, channel);
      reader = await postgresChangeFeed(url, pool, quiet, channel);
    });
    after(async () => {
      await writer.close();
      await reader.close();
      await pool.end();
      await drop();
    });

    const next = (feed: ChangeFeed) => new Promise<string | null>((resolve) => feed.subscribe(resolve));

    it("carries the message to the other process, null when it is too long or another client's payload is bare", async () => {
      let heard = next(reader);
      await writer.announce('{"kind":"stock","productIds":["a1"],"inStockChanged":false}');
      assert.equal(await heard, '{"kind":"stock","productIds":["a1"],"inStockChanged":false}');
      heard = next(reader);
      await writer.announce('x'.repeat(MAX_MESSAGE_BYTES + 1));
      assert.equal(await heard, null);
      heard = next(reader);
      // The writer hears it too: awaited, so it cannot reach the next test's listener late.
      const writerHeard = next(writer);
      // An older process announces without a message.
      await pool.query('select pg_notify($1, $2)', [channel, 'olderprocess']);
      assert.equal(await heard, null);
      assert.equal(await writerHeard, null);
    });

    it('does not tell the writer its own notification twice', async () => {
      const told: (string | null)[] = [];
      writer.subscribe((message) => told.push(message));
      const heard = next(reader);
      await writer.announce('once');
      await heard;
      // The reader heard it through PostgreSQL; the writer's echo arrived by now too, and was left out.
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(told, ['once']);
    });
  });
}
