import type { ReactElement } from 'react';
import { createShopStore } from 'shared-ui/state';
import { renderToHtml, type RenderedHtml } from '../server-render/render-to-html';
import { ShopProviders } from './shop-providers';

/** The server's half of serverRenderThenHydrate, loaded in a module registry of its own. */
export function renderLikeTheServer(ui: ReactElement, route: string, timeoutMs: number): Promise<RenderedHtml> {
  return renderToHtml(
    <ShopProviders store={createShopStore()} route={route}>
      {ui}
    </ShopProviders>,
    { timeoutMs },
  );
}
