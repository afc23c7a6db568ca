// `npm run faults`: mixed shopping through HAProxy at 20 connections while (a) each API instance is
// restarted in turn, (b) PostgreSQL is restarted, (c) one instance is killed (SIGKILL). Prints what was
// asked, what failed and whether every acknowledged order is in the database; exits 1 on any loss.
// Loopback only: a throw-away PostgreSQL on PORT+9, HAProxy on PORT (default 3000), instances on PORT+10...
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildStalePackages } from '../stale-builds.mjs';
import { startLocalPostgres } from './local-postgres.mjs';
import { repoDir, startCluster } from './start-cluster.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '20' },
    instances: { type: 'string', default: '3' },
    verbose: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const INSTANCES = Number(values.instances);
const PORT = Number(process.env.PORT || 3000);
const SHOPPERS = 8; // registration allows 10 a minute per address, and every shopper here has the same one
const SHIPPING = { fullName: 'Fault Tester', address: '1 Loop Road', city: 'Localhost', postalCode: '12345', country: 'USA' };
const SORTS = ['featured', 'price_asc', 'price_desc', 'rating', 'newest'];
const KEYWORDS = ['cotton', 'wireless', 'steel', 'classic', 'pro'];

await buildStalePackages(repoDir, ['api']);
const postgres = startLocalPostgres(PORT + 9);
const log = (name, line) => {
  if (values.verbose || /"level":(50|60)|exited|^\S*Error/.test(line)) console.log(`  [${name}] ${line}`);
};
let cluster;
try {
  cluster = await startCluster({ databaseUrl: postgres.url, instances: INSTANCES, port: PORT, log });
} catch (error) {
  postgres.remove();
  throw error;
}
const base = `http://127.0.0.1:${PORT}`;
const database = new pg.Pool({ connectionString: postgres.url, max: 2 });
database.on('error', () => {});

async function call(path, init = {}) {
  try {
    const answer = await fetch(base + path, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await answer.text();
    return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body };
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.name };
  }
}

// Shoppers (registered through the balancer) and a catalogue that cannot sell out during the run.
const shoppers = [];
for (let i = 0; i < SHOPPERS; i++) {
  const answer = await call('/api/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Shopper ${i}`, email: `faults-${randomUUID()}@example.com`, password: 'faults-password-1' }),
  });
  if (answer.status !== 201) throw new Error(`registering a shopper failed: ${answer.status} ${answer.body}`);
  shoppers.push(JSON.parse(answer.body));
}
await database.query('update products set count_in_stock = 1000000');
const productIds = (await database.query('select id from products order by id')).rows.map((row) => row.id);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One shopper's next step: a listing, a product page, or an order (with an Idempotency-Key, retried on 503 with the same key). */
async function shop(worker, tally) {
  const roll = Math.random();
  let answer;
  if (roll < 0.4) {
    const query =
      Math.random() < 0.3 ? `keyword=${pick(KEYWORDS)}` : `sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 5)}`;
    answer = await call(`/api/products?${query}`);
  } else if (roll < 0.75) {
    answer = await call(`/api/products/${pick(productIds)}`);
  } else {
    const shopper = shoppers[worker % shoppers.length];
    const key = randomUUID();
    tally.keys.push(key);
    answer = await call('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'idempotency-key': key },
      body: JSON.stringify({
        orderItems: [{ product: pick(productIds), qty: 1 + Math.floor(Math.random() * 2) }],
        shippingAddress: SHIPPING,
        paymentMethod: 'Stripe',
      }),
    });
    if (answer.status === 201 || answer.status === 200) tally.acknowledged.set(key, JSON.parse(answer.body)._id);
  }
  tally.requests += 1;
  if (answer.status >= 200 && answer.status < 300) return;
  if (answer.status === 503 && answer.retryAfter) {
    tally.unavailable += 1;
    await delay(Number(answer.retryAfter) * 1000);
    return;
  }
  tally.failed += 1;
  const what = `${answer.status || answer.error}${answer.body ? ` ${answer.body.slice(0, 80)}` : ''}`;
  tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
}

/** Load for `seconds` (and until `disrupt` has finished), `disrupt` running alongside. */
async function scenario(name, disrupt) {
  const tally = { name, requests: 0, failed: 0, unavailable: 0, keys: [], acknowledged: new Map(), failures: new Map() };
  const deadline = Date.now() + SECONDS * 1000;
  let disrupting = true;
  const disruption = disrupt().finally(() => {
    disrupting = false;
  });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (Date.now() < deadline || disrupting) await shop(worker, tally);
    }),
  );
  await disruption;
  // Every acknowledged order must be there, once; an Idempotency-Key never makes two orders.
  const ids = [...tally.acknowledged.values()];
  const found = (await database.query('select count(*)::int as n from orders where id = any($1)', [ids])).rows[0].n;
  const duplicates = (
    await database.query(
      'select count(*)::int as n from (select idempotency_key from orders where idempotency_key = any($1) group by user_id, idempotency_key having count(*) > 1) d',
      [tally.keys],
    )
  ).rows[0].n;
  const alive = cluster.instances.filter((slot) => slot.child.exitCode === null && !slot.child.signalCode).length;
  return { ...tally, found, duplicates, alive };
}

const results = [];
try {
  const step = (text) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${text}`);
  console.log(`(a) each of ${INSTANCES} instances restarted in turn (SIGTERM: drain, finish, exit; then started again)`);
  results.push({
    ...(await scenario('instances restarted in turn', async () => {
      await delay(2000);
      for (let i = 0; i < INSTANCES; i++) {
        step(`restarting ${cluster.instances[i].name}`);
        await cluster.restartInstance(i);
        step(`${cluster.instances[i].name} is back`);
        await delay(2000);
      }
    })),
    allow503: false,
  });

  console.log('(b) PostgreSQL restarted (fast shutdown, down 5 s)');
  results.push({
    ...(await scenario('PostgreSQL restarted', async () => {
      await delay(5000);
      step('stopping PostgreSQL');
      await postgres.stop();
      await delay(5000);
      step('starting PostgreSQL');
      await postgres.start();
      step('PostgreSQL is back');
    })),
    allow503: true,
  });

  console.log('(c) one instance killed (SIGKILL)');
  const victim = INSTANCES > 1 ? 1 : 0;
  results.push({
    ...(await scenario('one instance killed', async () => {
      await delay(5000);
      step(`killing ${cluster.instances[victim].name}`);
      await cluster.killInstance(victim);
    })),
    allow503: false,
    expectAlive: INSTANCES - 1,
  });
} finally {
  await database.end();
  await cluster.stop();
  postgres.remove();
}

const rows = [['scenario', 'requests', 'failed', '503 + Retry-After', 'orders acknowledged', 'orders found', 'duplicates']];
for (const r of results) {
  rows.push([r.name, r.requests, r.failed, r.unavailable, r.acknowledged.size, r.found, r.duplicates].map(String));
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(`\n${SECONDS} s per scenario, ${CONNECTIONS} connections, ${INSTANCES} instances behind HAProxy\n`);
console.log(line(rows[0]));
console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
for (const row of rows.slice(1)) console.log(line(row));

const problems = [];
for (const r of results) {
  for (const [what, count] of r.failures) problems.push(`${r.name}: ${count} x ${what}`);
  if (!r.allow503 && r.unavailable > 0) problems.push(`${r.name}: ${r.unavailable} answers were 503`);
  if (r.found !== r.acknowledged.size) problems.push(`${r.name}: ${r.acknowledged.size - r.found} acknowledged orders lost`);
  if (r.duplicates > 0) problems.push(`${r.name}: ${r.duplicates} duplicated orders`);
  if (r.alive !== (r.expectAlive ?? INSTANCES)) problems.push(`${r.name}: ${r.alive} instances running afterwards`);
}
if (problems.length) {
  console.error(`\nFAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nNo failed request, no lost or duplicated order.');
