import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, products } from '../../../src/db/schema/index.js';
import { actorOf, changeOrder } from '../../../src/services/orders/order-service.js';
import type { MailPayload } from '../../../src/services/mail/mail-messages.js';
import { renderMessage } from '../../../src/services/mail/render-message.js';
import { MailWorker } from '../../../src/services/mail/mail-worker.js';
import type { MailSender } from '../../../src/services/mail/mail-transport.js';
import { bearer, buildTestApp, login, registerUser, SHIPPING, TEST_ORIGIN, type TestApp } from '../../helpers/build-test-app.js';
import { eventually, TestSmtpServer } from '../../helpers/test-smtp-server.js';

const FAST_RETRIES = { pollIntervalMs: 50, retryBaseMs: 50, retryMaxMs: 200 };
const SETTINGS = { shopUrl: 'https://shop.example', shopName: 'ShopHub' };

/** Quoted-printable soft line breaks and escapes undone, so a test can look for text in a raw message. */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail outbox over SMTP', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let productId: string;
  let price: number;

  before(async () => {
    // Find a free port, then leave it closed: the mail server is down when the shop starts.
    await smtp.start();
    await smtp.stop();
    t = await buildTestApp({ seed: 5, mail: { smtpUrl: smtp.url, shopUrl: 'https://shop.example', worker: FAST_RETRIES } });
    const [product] = await t.app.db.select().from(products).limit(1);
    productId = product!.id;
    price = product!.priceCents;
    await t.app.db.update(products).set({ countInStock: 1000 }).where(eq(products.id, productId));
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });

  it('places an order while SMTP is down, and sends its confirmation once SMTP is back', async () => {
    t.app.mailWorker.start();
    const shopper = await registerUser(t.app, 'Mail Reader');
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: productId, qty: 3 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.ok(Date.now() - started < 2000, 'the order does not wait for the mail server');
    const order = response.json();

    const row = async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order._id)))[0]!;
    await eventually(async () => (await row()).attempts >= 2, 10_000, 'two failed attempts');
    const failing = await row();
    assert.equal(failing.sentAt, null);
    assert.match(failing.lastError ?? '', /ECONNREFUSED|connect/i);
    assert.equal(smtp.received.length, 0);

    await smtp.start();
    await eventually(async () => (await row()).sentAt !== null, 10_000, 'the message to be sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = smtp.received.filter((mail) => mail.to.includes(shopper.email));
    assert.equal(mine.length, 1, 'sent exactly once');
    const mail = readable(mine[0]!.raw);
    assert.match(mine[0]!.subject, new RegExp(`order #${order._id.slice(-8).toUpperCase()} is confirmed`));
    assert.ok(mail.includes(`$${order.totalPrice.toFixed(2)}`), 'the total');
    assert.ok(mail.includes(`https://shop.example/order/${order._id}`), 'a link to the order');
    assert.ok(mail.includes('Content-Type: text/plain') && mail.includes('Content-Type: text/html'), 'plain text and HTML');
    assert.ok(mine[0]!.messageId.startsWith(`<${failing.id}@`), 'a Message-ID derived from the outbox row');
    await t.app.mailWorker.stop();
  });

  it('writes the confirmation with the order: lines, totals, address, payment and a link', async () => {
    const shopper = await registerUser(t.app, 'Jane Customer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: productId, qty: 2 }], shippingAddress: SHIPPING, paymentMethod: 'CashOnDelivery' },
    });
    const order = response.json();
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order._id));
    assert.equal(row!.toAddress, shopper.email);
    const message = renderMessage(row!.payload as unknown as MailPayload, SETTINGS);
    for (const part of [message.text, message.html]) {
      assert.ok(
        part.includes(order.orderItems[0].name.replace(/&/g, '&amp;').replace(/'/g, part === message.html ? '&#39;' : "'")),
      );
      assert.ok(part.includes(`$${(price / 100).toFixed(2)}`), 'the line price');
      assert.ok(part.includes(`$${order.itemsPrice.toFixed(2)}`), 'items');
      assert.ok(part.includes(`$${order.taxPrice.toFixed(2)}`), 'tax');
      assert.ok(part.includes(`$${order.totalPrice.toFixed(2)}`), 'total');
      assert.ok(part.includes('1 Main Street') && part.includes('Springfield'), 'address');
      assert.ok(part.includes('Cash on Delivery') && part.includes('Pay on delivery'), 'payment');
      assert.ok(part.includes(`https://shop.example/order/${order._id}`), 'link');
    }
  });

  it('sends the owner a cancellation or a delivery from any caller of changeOrder, in the change itself', async () => {
    const shopper = await registerUser(t.app, 'Changes Watcher');
    const place = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(shopper.token),
          payload: { orderItems: [{ product: productId, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
        })
      ).json();
    const kinds = async (orderId: string) =>
      (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId))).map((row) => row.kind).sort();

    const paidThenCancelled = await place();
    await t.app.inject({ method: 'PUT', url: `/api/orders/${paidThenCancelled._id}/pay`, headers: bearer(shopper.token) });
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({ method: 'PUT', url: `/api/orders/${paidThenCancelled._id}/cancel`, headers: bearer(shopper.token) }),
      ),
    );
    assert.ok(cancels.every((answer) => answer.statusCode === 200));
    assert.deepEqual(await kinds(paidThenCancelled._id), ['order_cancelled', 'order_confirmation'], 'one cancellation');
    const [cancelRow] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_cancelled')).limit(1);
    assert.match(renderMessage(cancelRow!.payload as unknown as MailPayload, SETTINGS).text, /will be refunded/);

    // The back office calls changeOrder with its own onChanged: the delivery message comes with it, and a
    // failure in the caller's work rolls the message back with the change.
    const staff = (await t.app.userService.verifyCredentials('admin@example.com', 'admin12345'))!;
    const delivered = await place();
    let audited = 0;
    await changeOrder(t.app.db, delivered._id, 'deliver', actorOf(staff), {
      onChanged: async () => {
        audited += 1;
      },
    });
    assert.equal(audited, 1);
    assert.deepEqual(await kinds(delivered._id), ['order_confirmation', 'order_delivered']);

    const rolledBack = await place();
    await assert.rejects(
      changeOrder(t.app.db, rolledBack._id, 'deliver', actorOf(staff), {
        onChanged: async () => {
          throw new Error('audit store unavailable');
        },
      }),
    );
    assert.deepEqual(await kinds(rolledBack._id), ['order_confirmation']);
  });

  it('refuses a shopper cancelling a delivered order, or someone else’s, and sends nothing', async () => {
    const shopper = await registerUser(t.app, 'Owner');
    const stranger = await registerUser(t.app, 'Stranger');
    const adminToken = await login(t.app, 'admin@example.com', 'admin12345');
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: { orderItems: [{ product: productId, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
      })
    ).json();
    const cancel = (token: string) =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: bearer(token) });
    const theirs = await cancel(stranger.token);
    assert.equal(theirs.statusCode, 404);
    assert.deepEqual(theirs.json(), { message: 'Order not found' });
    await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/deliver`, headers: bearer(adminToken) });
    const late = await cancel(shopper.token);
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), { message: 'A delivered order cannot be cancelled' });
    const kinds = (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order._id))).map((r) => r.kind);
    assert.deepEqual(kinds.sort(), ['order_confirmation', 'order_delivered']);
  });

  it('tells the account when its password or email changes, the old address too', async () => {
    const shopper = await registerUser(t.app, 'Careful Owner');
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(shopper.token),
      payload: { currentPassword: shopper.password, newPassword: 'another-pass-2' },
    });
    assert.equal(password.statusCode, 200, password.body);
    const token = password.headers['set-cookie'] ? await login(t.app, shopper.email, 'another-pass-2') : shopper.token;
    const newEmail = `moved-${shopper.email}`;
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { email: newEmail, currentPassword: 'another-pass-2' },
    });
    assert.equal(profile.statusCode, 200, profile.body);
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.userId, shopper.id));
    const sent = rows.map((row) => `${row.kind} -> ${row.toAddress}`).sort();
    assert.deepEqual(sent, [
      `email_changed -> ${newEmail}`,
      `email_changed -> ${shopper.email}`,
      `password_changed -> ${shopper.email}`,
    ]);
    // A name change alone sends nothing.
    await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { name: 'Renamed' } });
    assert.equal((await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.userId, shopper.id))).length, 3);
  });

  it('serves no /__outbox viewer when mail goes over SMTP', async () => {
    const response = await t.app.inject({ url: '/__outbox' });
    assert.equal(response.statusCode, 404);
  });
});

describe('mail outbox into the folder, and its viewer', () => {
  let t: TestApp;
  let folder: string;
  let productId: string;

  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shophub-outbox-'));
    t = await buildTestApp({ seed: 3, mail: { folder, shopUrl: 'http://localhost:3000', worker: FAST_RETRIES } });
    productId = (await t.app.db.select({ id: products.id }).from(products).limit(1))[0]!.id;
    await t.app.db.update(products).set({ countInStock: 100 }).where(eq(products.id, productId));
  });
  after(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const order = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(token),
        payload: { orderItems: [{ product: productId, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
      })
    ).json();

  it('writes one .eml file per message, named by its outbox id', async () => {
    const shopper = await registerUser(t.app);
    const placed = await order(shopper.token);
    assert.equal(await t.app.mailWorker.runOnce(), 1);
    assert.equal(await t.app.mailWorker.runOnce(), 0, 'nothing left to send');
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed._id));
    const files = await readdir(folder);
    assert.deepEqual(files, [`${row!.id}.eml`]);
    const raw = readable(await readFile(join(folder, files[0]!), 'utf8'));
    assert.ok(raw.includes(`To: ${shopper.email}`));
    assert.ok(raw.includes(`$${placed.totalPrice.toFixed(2)}`));
  });

  it('shows a shopper only their own mail at /__outbox, and asks anyone else to sign in', async () => {
    const alice = await registerUser(t.app, 'Alice');
    const bob = await registerUser(t.app, 'Bob');
    const alicesOrder = await order(alice.token);
    await order(bob.token);
    const anonymous = await t.app.inject({ url: '/__outbox' });
    assert.equal(anonymous.statusCode, 401);
    assert.match(anonymous.body, /Sign in/);

    const list = await t.app.inject({ url: '/__outbox', headers: bearer(alice.token) });
    assert.equal(list.statusCode, 200);
    assert.match(list.headers['content-type'] as string, /text\/html/);
    assert.ok(list.body.includes(alice.email));
    assert.ok(!list.body.includes(bob.email), "never another shopper's mail");

    const [alicesRow] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, alicesOrder._id));
    const view = await t.app.inject({ url: `/__outbox/${alicesRow!.id}`, headers: bearer(alice.token) });
    assert.equal(view.statusCode, 200);
    assert.ok(view.body.includes(`$${alicesOrder.totalPrice.toFixed(2)}`));
    const html = await t.app.inject({ url: `/__outbox/${alicesRow!.id}/html`, headers: bearer(alice.token) });
    assert.match(html.headers['content-security-policy'] as string, /sandbox/);
    assert.equal((await t.app.inject({ url: `/__outbox/${alicesRow!.id}`, headers: bearer(bob.token) })).statusCode, 404);

    const adminToken = await login(t.app, 'admin@example.com', 'admin12345');
    const all = await t.app.inject({ url: '/__outbox', headers: { ...bearer(adminToken), origin: TEST_ORIGIN } });
    assert.ok(all.body.includes(alice.email) && all.body.includes(bob.email), 'an admin sees every message');
  });
});

describe('mail worker leases', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 2 });
  });
  after(() => t.close());

  it('lets another worker take a message over once its lease ran out, and marks it sent only under the live lease', async () => {
    const shopper = await registerUser(t.app, 'Lease Holder');
    const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: product!.id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
    });
    const sent: string[] = [];
    const warnings: string[] = [];
    const log = { info: () => {}, error: () => {}, warn: (_: object, message: string) => void warnings.push(message) };
    let releaseSlow: () => void = () => {};
    const slowSender: MailSender = {
      kind: 'folder',
      send: async (message) => {
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        sent.push(`slow ${message.id}`);
        return { messageId: 'slow' };
      },
      close: () => {},
    };
    const fastSender: MailSender = {
      kind: 'folder',
      send: async (message) => {
        sent.push(`fast ${message.id}`);
        return { messageId: 'fast' };
      },
      close: () => {},
    };
    const settings = { ...SETTINGS, from: 'ShopHub <orders@shophub.example>' };
    const slow = new MailWorker(t.app.db, slowSender, settings, log);
    const fast = new MailWorker(t.app.db, fastSender, settings, log, { leaseMs: 60_000 });

    const slowRound = slow.runOnce();
    await eventually(async () => (await t.app.db.select().from(mailOutbox))[0]!.leaseToken !== null);
    assert.equal(await fast.runOnce(), 0, 'a leased message is not claimed again');
    // The slow send outlives its lease (moved into the past rather than waited for).
    await t.app.db.update(mailOutbox).set({ leaseUntil: sql`now() - interval '1 second'` });
    assert.equal(await fast.runOnce(), 1, 'an expired lease is taken over');
    releaseSlow();
    await slowRound;
    const [row] = await t.app.db.select().from(mailOutbox);
    assert.deepEqual(
      sent.map((entry) => entry.split(' ')[0]),
      ['fast', 'slow'],
    );
    assert.ok(row!.sentAt, 'marked sent by the worker holding the lease');
    assert.equal(row!.attempts, 2);
    assert.deepEqual(warnings, ['mail sent after its lease ran out; it may go out twice']);
  });
});
