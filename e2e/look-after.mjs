// Temporary: screenshots of the pages issue 25 touches (not committed).
import { randomBytes } from 'node:crypto';
import { launchBrowser, axeViolations } from './support/browser.mjs';
import { startShop } from './support/shop-server.mjs';

const shop = await startShop({ port: 12 });
const browser = await launchBrowser();
const api = (path, { token, body, method = body ? 'POST' : 'GET' } = {}) =>
  fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((r) => (r.status === 204 ? null : r.json()));
try {
  const email = `look-${randomBytes(3).toString('hex')}@example.com`;
  const user = await api('/api/users', { body: { name: 'Wilhelmina Longname-Fotheringham', email, password: 'secret-pass-1' } });
  const token = user.token;
  await api('/api/users/addresses', { token, body: { fullName: 'Wilhelmina Longname-Fotheringham', address: '1234 Extraordinarily Long Boulevard Name, Apartment 56B', city: 'Springfield', postalCode: '12345-6789', country: 'United States of America' } });
  await api('/api/users/addresses', { token, body: { fullName: 'W. Fotheringham (work)', address: '9 Office Park', city: 'Shelbyville', postalCode: '54321', country: 'USA' } });
  const { products } = await api('/api/products?availability=in_stock&limit=3');
  const order = (items) => api('/api/orders', { token, body: { orderItems: items, shippingAddress: { fullName: 'Wilhelmina', address: '1 Main', city: 'Springfield', postalCode: '1', country: 'USA' }, paymentMethod: 'PayPal' } });
  const a = await order([{ product: products[0]._id, qty: 2 }, { product: products[1]._id, qty: 1 }]);
  const b = await order([{ product: products[2]._id, qty: 1 }]);
  await api(`/api/orders/${b._id}/pay`, { token, method: 'PUT' });
  await api(`/api/orders/${b._id}/cancel`, { token, method: 'PUT' });
  await new Promise((r) => setTimeout(r, 3000));

  const shots = [
    ['shipping', '/shipping'],
    ['order', `/order/${a._id}`],
    ['order-cancelled', `/order/${b._id}`],
    ['profile-addresses', '/profile?tab=addresses'],
    ['profile-orders', '/profile?tab=orders'],
    ['myorders', '/myorders'],
    ['outbox', '/__outbox'],
  ];
  for (const colorScheme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      const problems = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${shop.baseUrl}/login`);
      await page.getByRole('main').getByLabel('Email Address').fill(email);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret-pass-1');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.evaluate(() => localStorage.setItem('cartItems', '[]'));
      // A cart so /shipping is reachable.
      await page.goto(`${shop.baseUrl}/product/${products[0]._id}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      for (const [name, path] of shots) {
        await page.goto(`${shop.baseUrl}${path}`);
        await page.waitForTimeout(1200);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        const violations = path === '/__outbox' ? [] : await axeViolations(page);
        console.log(`${colorScheme} ${width} ${name}: overflow=${overflow} axe=${violations.map((v) => v.id).join(',')}`);
        await page.screenshot({ path: `/tmp/after-shots/${name}-${width}-${colorScheme}.png`, fullPage: true });
      }
      // Dialog and "new address" state, print emulation.
      await page.goto(`${shop.baseUrl}/order/${a._id}`);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/after-shots/dialog-${width}-${colorScheme}.png` });
      await page.keyboard.press('Escape');
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `/tmp/after-shots/print-${width}-${colorScheme}.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      if (width === 1280 && colorScheme === 'light') await page.pdf({ path: '/tmp/after-shots/receipt.pdf' }).catch((e) => console.log('pdf', e.message));
      await page.goto(`${shop.baseUrl}/shipping`);
      await page.getByRole('radio', { name: 'Use a new address' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/after-shots/shipping-new-${width}-${colorScheme}.png`, fullPage: true });
      await page.goto(`${shop.baseUrl}/__outbox`);
      await page.getByRole('link').first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/after-shots/outbox-message-${width}-${colorScheme}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`${colorScheme} ${width} outbox-message overflow=${overflow}`);
      console.log('problems', problems);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
