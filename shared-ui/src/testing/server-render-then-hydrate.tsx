import type { ReactElement, ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ShopStateProvider, connectApiClientToStore, createShopStore, type ShopStore } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import type { RenderedHtml } from '../server-render/render-to-html';
import type * as ServerSideRender from './server-side-render';
import { resetServerAnswers, SERVER_ANSWERS_ELEMENT_ID } from '../api/server-queries';

function Providers({ store, route, children }: { store: ShopStore; route: string; children: ReactNode }) {
  return (
    <ShopStateProvider store={store}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>
  );
}

export interface ServerRenderThenHydrateResult {
  /** the server's markup */
  html: string;
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
 * `hydrationProblems`.
 *
 * The server's render runs on module copies of its own (jest.isolateModules), as it does in its own
 * process: React's server and browser renderers in one module registry share context values, and a
 * server render that waited for data leaves them set. So `page` must `require` what it renders:
 * `() => <Pages routes={require('./routes').routes} />`; it is called once per side.
 */
export async function serverRenderThenHydrate(
  page: () => ReactElement,
  { route = '/' }: { route?: string } = {},
): Promise<ServerRenderThenHydrateResult> {
  let rendering!: Promise<RenderedHtml>;
  jest.isolateModules(() => {
    const { renderLikeTheServer } = jest.requireActual<typeof ServerSideRender>('./server-side-render');
    rendering = renderLikeTheServer(page(), route);
  });
  const server = await rendering;
  if (!server.complete) throw new Error('the server render left a part to the browser');

  resetServerAnswers();
  document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.remove();
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = SERVER_ANSWERS_ELEMENT_ID;
  answers.textContent = JSON.stringify(server.answers);
  document.body.append(answers);
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);

  const hydrationProblems: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    hydrationProblems.push(args.map(String).join(' '));
  });
  try {
    const store = createShopStore();
    connectApiClientToStore(store);
    await act(async () => {
      hydrateRoot(
        container,
        <Providers store={store} route={route}>
          {page()}
        </Providers>,
        { onRecoverableError: (error) => hydrationProblems.push(error instanceof Error ? error.message : String(error)) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html: server.html, container, hydrationProblems };
}
