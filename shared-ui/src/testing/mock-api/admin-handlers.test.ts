import { getResponse } from 'msw';
import { adminHandlers } from './admin-handlers';
import { manyOrders } from './mock-back-office';

const STAFF = { authorization: 'Bearer mock-staff-token' };

/** One call to a fresh (or the given) mock back office: its status and JSON body. */
async function ask(handlers: ReturnType<typeof adminHandlers>, method: string, path: string, body?: unknown, headers = STAFF) {
  const response = await getResponse(
    handlers,
    new Request(`http://shop.test${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  if (!response) throw new Error(`nothing answers ${method} ${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } };
}

describe("the mock back office answers as the API's /api/admin routes do", () => {
  it('answers 401 signed out and 403 to a session without staff rights', async () => {
    expect(await ask(adminHandlers(), 'GET', '/api/admin/orders', undefined, {} as typeof STAFF)).toEqual({
      status: 401,
      body: { message: 'Not authorized, no token' },
    });
    expect(await ask(adminHandlers({ staff: false }), 'PUT', '/api/admin/orders/x/pay')).toEqual({
      status: 403,
      body: { message: 'Not authorized as an admin' },
    });
  });

  it('pages and filters the orders, newest first', async () => {
    const handlers = adminHandlers({ orders: manyOrders(26) });
    const first = await ask(handlers, 'GET', '/api/admin/orders');
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 26 });
    expect(first.body.orders).toHaveLength(20);
    const second = await ask(handlers, 'GET', '/api/admin/orders?page=2');
    expect(second.body.orders).toHaveLength(6);
    const paid = await ask(handlers, 'GET', '/api/admin/orders?status=paid&q=grace');
    const rows = paid.body.orders as { status: string; customer: { name: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'paid' && row.customer.name === 'Grace Hopper')).toBe(true);
  });

  it("follows the order state machine, puts a cancelled order's items back and records each change", async () => {
    const handlers = adminHandlers();
    const { body: delivered } = await ask(handlers, 'PUT', '/api/admin/orders/64f0ba5e0000000000000003/cancel');
    expect(delivered).toEqual({ message: 'A delivered order cannot be cancelled' });
    const kettle = '64f0c0ffee00000000000003';
    const before = (await ask(handlers, 'GET', `/api/admin/products/${kettle}`)).body.countInStock as number;
    // Order 1: a kettle, cash on delivery, awaiting payment.
    const cancelled = await ask(handlers, 'PUT', '/api/admin/orders/64f0ba5e0000000000000001/cancel');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundPending: false });
    expect((await ask(handlers, 'GET', `/api/admin/products/${kettle}`)).body.countInStock).toBe(before + 1);
    expect((await ask(handlers, 'PUT', '/api/admin/orders/64f0ba5e0000000000000001/pay')).status).toBe(409);
    const audit = await ask(handlers, 'GET', '/api/admin/audit?entityType=order');
    expect((audit.body.entries as { action: string }[]).map((entry) => entry.action)).toEqual(['order.cancel']);
  });

  it('refuses stock below zero and keeps every write inside its own handlers', async () => {
    const handlers = adminHandlers();
    const kettle = '64f0c0ffee00000000000003';
    const refused = await ask(handlers, 'POST', `/api/admin/products/${kettle}/stock`, { delta: -4, reason: 'Count' });
    expect(refused).toEqual({ status: 409, body: { message: 'Stock cannot go below zero: 3 in stock, delta -4' } });
    expect(
      (await ask(handlers, 'POST', `/api/admin/products/${kettle}/stock`, { delta: 2, reason: 'Found two' })).body,
    ).toMatchObject({
      countInStock: 5,
    });
    expect((await ask(adminHandlers(), 'GET', `/api/admin/products/${kettle}`)).body.countInStock).toBe(3);
  });
});
