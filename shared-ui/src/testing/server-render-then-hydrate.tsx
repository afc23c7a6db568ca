import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type * as Router from 'react-router-dom';
import type * as React from 'react';
import type { SliceRoute } from 'shared-ui/types';
import { connectApiClientToStore, createShopStore } from 'shared-ui/state';
import type { RenderedHtml } from '../server-render/render-to-html';
import { applyScenario } from './mock-api/mock-server';
import { applyScenarioStorage, type MockScenario } from './mock-api/scenarios';
import type * as ServerSideRender from './server-side-render';
import { inlineServerAnswers } from './inline-server-answers';
import { ShopProviders } from './shop-providers';

/** The pages hydrated in this test, unmounted after it (as testing-library does with its renders). */
const hydrated: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

export interface ServerRenderThenHydrateOptions {
  /** the page's URL; default: the scenario's path, else / */
  route?: string;
  /**
   * A mock API scenario: its handlers answer both sides, its browser storage is written after the
   * server's render (the server never sees it) and before hydration.
   */
  scenario?: MockScenario;
  /**
   * The browser storage the shopper has (key → value, written as JSON), e.g. `{ cartItems: [...] }`:
   * like a scenario's, written after the server's render and before hydration.
   */
  storage?: Record<string, unknown>;
  /** the server render's time bound */
  timeoutMs?: number;
  /** What the shopper does on the server's markup before the page's code runs. */
  beforeHydrate?: (container: HTMLElement) => void;
}

export interface ServerRenderThenHydrateResult {
  /** the server's markup */
  html: string;
  /** false when the server left a part to the browser (it threw, or the time ran out) */
  complete: boolean;
  /** how long the server's render took, in ms */
  serverMs: number;
  /** the answers the server inlined, by query key */
  answers: Record<string, unknown>;
  /** the page after hydration */
  container: HTMLElement;
  /** what React reported while hydrating (a mismatch, a part re-rendered in the browser) and console errors */
  hydrationProblems: string[];
}

/**
 * Renders the page `page()` returns as the server does (shared-ui/server-render: its queries
 * answered before the markup is sent, the answers inlined), then hydrates that markup as the browser
 * does, inside the same providers as renderWithShop. The answers come from the test's mock API. A
 * page that renders differently in the browser's first render than on the server shows up in
 * `hydrationProblems`: expect it to be empty, then what the browser shows once its state is loaded.
 *
 * The server's render runs on module copies of its own (jest.isolateModules), as it does in its own
 * process: React's server and browser renderers in one module registry share context values, and a
 * server render that waited for data leaves them set. So `page` must `require` what it renders:
 * `() => <Pages routes={require('./routes').routes} />`; it is called once per side.
 */
export async function serverRenderThenHydrate(
  page: () => ReactElement,
  { scenario, storage, route = scenario?.path ?? '/', timeoutMs = 5_000, beforeHydrate }: ServerRenderThenHydrateOptions = {},
): Promise<ServerRenderThenHydrateResult> {
  localStorage.clear();
  if (scenario) applyScenario({ ...scenario, storage: undefined });
  let rendering!: Promise<RenderedHtml>;
  const started = performance.now();
  jest.isolateModules(() => {
    const { renderLikeTheServer } = jest.requireActual<typeof ServerSideRender>('./server-side-render');
    rendering = renderLikeTheServer(page(), route, timeoutMs);
  });
  const server = await rendering;
  const serverMs = performance.now() - started;
  if (scenario) applyScenarioStorage(scenario);
  for (const [key, value] of Object.entries(storage ?? {})) localStorage.setItem(key, JSON.stringify(value));

  inlineServerAnswers(server.answers);
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  beforeHydrate?.(container);

  const hydrationProblems: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    hydrationProblems.push(args.map(String).join(' '));
  });
  const store = createShopStore();
  connectApiClientToStore(store);
  try {
    await act(async () => {
      const root = hydrateRoot(
        container,
        <ShopProviders store={store} route={route}>
          {page()}
        </ShopProviders>,
        { onRecoverableError: (error) => hydrationProblems.push(error instanceof Error ? error.message : String(error)) },
      );
      hydrated.push({ root, container });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html: server.html, complete: server.complete, serverMs, answers: server.answers, container, hydrationProblems };
}

/**
 * A slice's routes as the shell mounts them (inside a Suspense boundary, as RemoteSlice's), from
 * modules `require`d on the side rendering them; other slices' pages render a stand-in:
 * `serverRenderThenHydrate(() => slicePages(() => require('./routes').routes), { route: '/cart' })`.
 */
export function slicePages(loadRoutes: () => SliceRoute[]): ReactElement {
  const { Route, Routes } = jest.requireActual<typeof Router>('react-router-dom');
  const { Suspense } = jest.requireActual<typeof React>('react');
  return (
    <Suspense fallback={<p>Loading the slice</p>}>
      <Routes>
        {loadRoutes().map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<p>Another slice's page</p>} />
      </Routes>
    </Suspense>
  );
}

/** The server render's bound in describeServerRender: a slow scenario's answers come after it. */
const BOUND_MS = 1_000;

/**
 * One test per mock scenario of a slice: its page is rendered on the server and hydrated without a
 * mismatch; a scenario whose answers are slow is rendered within the bound, any waiting part left to
 * the browser. `loadRoutes` must `require` the routes: `() => require('./routes').routes`.
 */
export function describeServerRender(scenarios: Record<string, MockScenario>, loadRoutes: () => SliceRoute[]): void {
  describe('rendered on the server, hydrated in the browser', () => {
    it.each(Object.entries(scenarios).filter(([name]) => name !== 'slow'))(
      '%s: the server sends the page, the browser takes it over without a mismatch',
      async (_name, scenario) => {
        const { html, complete, hydrationProblems } = await serverRenderThenHydrate(() => slicePages(loadRoutes), { scenario });
        expect(complete).toBe(true);
        expect(html).not.toBe('');
        expect(hydrationProblems).toEqual([]);
      },
    );
    if (scenarios.slow)
      it(`slow: the server stops waiting after ${BOUND_MS} ms and leaves the waiting part to the browser`, async () => {
        const { serverMs } = await serverRenderThenHydrate(() => slicePages(loadRoutes), {
          scenario: scenarios.slow,
          timeoutMs: BOUND_MS,
        });
        // The answers take three times the bound.
        expect(serverMs).toBeLessThan(BOUND_MS + 500);
      });
  });
}
