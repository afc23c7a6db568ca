import { MOCK_SCENARIOS, applyScenario, serverRenderThenHydrate } from 'shared-ui/testing';
import type * as Router from 'react-router-dom';
import type * as Routes from './routes';

/** The slice's pages as the shell mounts them; required afresh on each side (serverRenderThenHydrate). */
function pages() {
  const { Route, Routes: RouteSwitch } = require('react-router-dom') as typeof Router;
  const { routes } = require('./routes') as typeof Routes;
  return (
    <RouteSwitch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
    </RouteSwitch>
  );
}

beforeEach(() => {
  localStorage.clear();
  applyScenario(MOCK_SCENARIOS.catalog.default);
});

describe('the catalogue rendered on the server and hydrated in the browser', () => {
  it.each(['/', '/category/electronics', '/?keyword=aurora', '/products?sort=price_asc&page=1'])(
    '%s: the server sends the listing itself, and the browser takes it over without a mismatch',
    async (route) => {
      const { html, container, hydrationProblems } = await serverRenderThenHydrate(pages, { route });
      expect(html).toContain('Aurora Noise-Cancelling Headphones');
      expect(html).not.toMatch(/Loading products/);
      expect(hydrationProblems).toEqual([]);
      expect(container.textContent).toContain('Aurora Noise-Cancelling Headphones');
    },
  );
});
