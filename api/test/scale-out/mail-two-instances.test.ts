import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, isNull } from 'drizzle-orm';
import { mailOutbox, products } from '../../src/db/schema/index.js';
import { bearer, registerUser, SHIPPING, startTwoInstances, type TwoInstances } from '../helpers/build-test-app.js';
import { eventually, TestSmtpServer } from '../helpers/test-smtp-server.js';

// Several API processes share one PostgreSQL server (DATABASE_URL); this suite exists in the PostgreSQL run.
if (process.env.DATABASE_URL) {
  describe('the mail outbox with two API instances on one PostgreSQL', () => {
    const smtp = new TestSmtpServer();
    let a: FastifyInstance;
    let b: FastifyInstance;
    let instances: TwoInstances;

    before(async () => {
      await smtp.start();
      // Small batches and a fast poll: the two workers keep reaching for the same rows.
      instances = await startTwoInstances(
        { mail: { smtpUrl: smtp.url, worker: { pollIntervalMs: 10, batchSize: 2, retryBaseMs: 50 } } },
        4,
      );
      ({ a, b } = instances);
    });
    after(async () => {
      await instances.close();
      await smtp.stop();
    });

    it('sends every message exactly once while both instances send', async () => {
      const [product] = await a.db.select().from(products).limit(1);
      await a.db.update(products).set({ countInStock: 1000 }).where(eq(products.id, product!.id));
      const orders = 30;
      // Both instances take orders and both send; neither knows about the other.
      const placed = await Promise.all(
        Array.from({ length: orders }, async (_, i) => {
          const app = i % 2 ? a : b;
          const shopper = await registerUser(app, `Shopper ${i}`);
          const answer = await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: bearer(shopper.token),
            payload: { orderItems: [{ product: product!.id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
          });
          assert.equal(answer.statusCode, 201, answer.body);
          return shopper.email;
        }),
      );
      a.mailWorker.start();
      b.mailWorker.start();
      await eventually(
        async () => (await a.db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.sentAt))).length === 0,
        30_000,
        'every message to be sent',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(smtp.received.length, orders, 'one message per order');
      assert.equal(new Set(smtp.received.map((mail) => mail.messageId)).size, orders, 'no message twice');
      assert.deepEqual(smtp.received.flatMap((mail) => mail.to).sort(), [...placed].sort());
      const rows = await a.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
      assert.ok(
        rows.every((row) => row.attempts === 1),
        'each claimed once',
      );
    });
  });
}
