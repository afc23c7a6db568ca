import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import {
  SessionEndedRedirect,
  ShopBrowserRouter,
  ShopStateProvider,
  connectApiClientToStore,
  createShopStore,
  shopStore,
} from 'shared-ui/state';
import { ShopThemeProvider, space } from 'shared-ui/design';
import type { SliceRoute } from 'shared-ui/types';
import { MockScenarioSwitcher, type MockMode } from './mock-scenario-switcher';

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  padding: ${space.sm} ${space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
`;

/**
 * The mock API scenario the page runs in: `?mock=<scenario>`, or (`?mock` alone, or a dev server
 * started with `--mock`) the slice's first scenario. None: the page talks to the real API.
 */
function requestedScenario(): string | null {
  const asked = new URLSearchParams(window.location.search).get('mock');
  if (asked !== null) return asked;
  return process.env.SHOP_MOCK_API ?? null;
}

/**
 * The mock API, loaded only when asked for: a dynamic import keeps MSW and the kit's scenarios in a
 * chunk of their own that no shopper's page (the shell, remoteEntry.js, ./routes) ever references.
 */
async function startMockApi(sliceName: string, asked: string): Promise<MockMode> {
  const { scenariosOf, startMockWorker } = await import(/* webpackChunkName: "mock-api" */ './start-mock-api');
  const scenarios = scenariosOf(sliceName.replace(/^mf-/, ''));
  const names = Object.keys(scenarios);
  const name = asked && scenarios[asked] ? asked : names[0];
  if (!name) throw new Error(`${sliceName} has no mock API scenarios (shared-ui/src/testing/mock-api/scenarios.ts)`);
  if (asked && asked !== name) console.warn(`${sliceName}: no mock scenario "${asked}"; running "${name}"`);
  await startMockWorker(scenarios[name]!);
  return { current: name, scenarios: names.map((scenario) => ({ name: scenario, ...scenarios[scenario]! })) };
}

/**
 * A slice on its own page, with the same providers the shell gives it, so its team can work and
 * test without the shell. Paths with parameters are listed with a sample value. With `?mock=<name>`
 * the page runs with no API at all: MSW's service worker answers from that scenario.
 */
export function mountStandalone(sliceName: string, routes: SliceRoute[], samplePaths: Record<string, string> = {}): void {
  mount(sliceName, routes, samplePaths).catch((error: unknown) => console.error(`${sliceName} (standalone):`, error));
}

async function mount(sliceName: string, routes: SliceRoute[], samplePaths: Record<string, string>) {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const asked = requestedScenario();
  const mock = asked === null ? null : await startMockApi(sliceName, asked);
  // A scenario writes browser storage (a cart, a session) before the page's store reads it.
  const store = mock ? createShopStore() : shopStore;
  connectApiClientToStore(store);
  // Links keep the scenario, so moving between the slice's pages stays on the mock API.
  const withMock = (to: string) => (mock ? `${to}${to.includes('?') ? '&' : '?'}mock=${encodeURIComponent(mock.current)}` : to);
  createRoot(root).render(
    <ShopStateProvider store={store}>
      <ShopThemeProvider>
        <ShopBrowserRouter>
          <SessionEndedRedirect />
          <DevBar aria-label={`${sliceName} pages`}>
            <strong>{sliceName} (standalone)</strong>
            {routes.map((route) => {
              const to = samplePaths[route.path] ?? route.path;
              return (
                <Link key={route.path} to={withMock(to)}>
                  {to}
                </Link>
              );
            })}
            <MockScenarioSwitcher mock={mock} />
          </DevBar>
          <main>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<p>Not a page of {sliceName}.</p>} />
            </Routes>
          </main>
        </ShopBrowserRouter>
      </ShopThemeProvider>
    </ShopStateProvider>,
  );
}
