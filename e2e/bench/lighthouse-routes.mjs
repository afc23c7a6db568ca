// The routes Lighthouse measures (issue 22): every page a shopper lands on, mobile, and / and
// /product/:id on desktop too, each beside the static floor measured in the same run.
import { medianLighthouse } from './lighthouse-runs.mjs';

/**
 * `signedIn`: measured as the seeded customer with a cart, a shipping address and a payment method in
 * browser storage (page-bytes.mjs `checkoutState`); the others as a first visit with empty storage.
 * @typedef {{ name: string, path: (productId: string) => string, desktop?: boolean, signedIn?: boolean }} LighthouseRoute
 * @type {LighthouseRoute[]}
 */
export const LIGHTHOUSE_ROUTES = [
  { name: '/', path: () => '/', desktop: true },
  { name: '/product/:id', path: (productId) => `/product/${productId}`, desktop: true },
  { name: '/category/electronics', path: () => '/category/electronics' },
  { name: '/?keyword=wireless', path: () => '/?keyword=wireless' },
  { name: '/deals', path: () => '/deals' },
  { name: '/cart', path: () => '/cart' },
  { name: '/wishlist', path: () => '/wishlist' },
  { name: '/register', path: () => '/register' },
  { name: '/login', path: () => '/login' },
  { name: '/about', path: () => '/about' },
  { name: '/profile', path: () => '/profile', signedIn: true },
  { name: '/placeorder', path: () => '/placeorder', signedIn: true },
];

/** `--routes /,/cart` to the routes to measure; unknown names stop the bench rather than measure nothing. */
export function selectRoutes(option) {
  if (!option) return LIGHTHOUSE_ROUTES;
  const names = option.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !LIGHTHOUSE_ROUTES.some((route) => route.name === name));
  if (unknown.length) {
    throw new Error(`--routes: unknown ${unknown.join(', ')} (known: ${LIGHTHOUSE_ROUTES.map((r) => r.name).join(' ')})`);
  }
  return LIGHTHOUSE_ROUTES.filter((route) => names.includes(route.name));
}

/**
 * Lighthouse on each route and preset, median of `runs`, with LCP also as a multiple of the floor's.
 * A route that fails (e.g. a redirect to /login) is recorded with its error; the others still run.
 * @param {{ baseUrl: string, floorPath: string, productId: string, signedInState: any, routes: LighthouseRoute[], runs: number }} options
 */
export async function lighthouseRoutes({ baseUrl, floorPath, productId, signedInState, routes, runs }) {
  /** @type {Record<string, Record<string, any>>} */
  const results = {};
  for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
    const presetRoutes = routes.filter((route) => preset === 'mobile' || route.desktop);
    if (!presetRoutes.length) continue;
    const floor = await medianLighthouse(`${baseUrl}${floorPath}`, preset, runs);
    results[preset] = { floor };
    console.log(`lighthouse ${preset} floor: LCP ${floor.lcpMs} ms`);
    for (const route of presetRoutes) {
      const url = `${baseUrl}${route.path(productId)}`;
      try {
        const options = route.signedIn ? { storageState: signedInState, blankPath: floorPath } : {};
        const m = await medianLighthouse(url, preset, runs, options);
        results[preset][route.name] = { ...m, lcpOverFloor: Number((m.lcpMs / floor.lcpMs).toFixed(2)) };
        console.log(
          `lighthouse ${preset} ${route.name}: performance ${Math.round(m.performance * 100)}, LCP ${m.lcpMs} ms, ` +
            `TBT ${m.tbtMs} ms, CLS ${m.cls}`,
        );
      } catch (error) {
        results[preset][route.name] = { error: error instanceof Error ? error.message : String(error) };
        console.warn(`lighthouse ${preset} ${route.name} failed: ${results[preset][route.name].error}`);
      }
    }
  }
  return results;
}
