import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ShopStateProvider, createShopStore } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';
import { renderToHtml, type RenderedHtml } from '../server-render/render-to-html';

/** The server's half of serverRenderThenHydrate, loaded in a module registry of its own. */
export function renderLikeTheServer(ui: ReactElement, route: string, timeoutMs: number): Promise<RenderedHtml> {
  return renderToHtml(
    <ShopStateProvider store={createShopStore()}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ShopThemeProvider>
    </ShopStateProvider>,
    { timeoutMs },
  );
}
