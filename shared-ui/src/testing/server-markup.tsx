import type { ReactElement } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ShopStateProvider, createShopStore, useTheme } from 'shared-ui/state';
import { ShopProviders } from './shop-providers';

export interface ServerMarkupOptions {
  /** The theme the shop's state holds while the element renders. */
  theme: 'light' | 'dark';
  /** Starting URL for the in-memory router. */
  route?: string;
}

/**
 * What react-dom/server sends for an element inside the shell's providers, with the shop's state in
 * the given theme: its HTML and the CSS styled-components collected for it.
 */
export function renderServerMarkup(ui: ReactElement, { theme, route = '/' }: ServerMarkupOptions) {
  const store = createShopStore();
  const { result, unmount } = renderHook(useTheme, {
    wrapper: ({ children }) => <ShopStateProvider store={store}>{children}</ShopStateProvider>,
  });
  act(() => result.current.setDarkMode(theme === 'dark'));
  if (result.current.isDark !== (theme === 'dark')) throw new Error(`the shop's state did not take the ${theme} theme`);
  unmount();

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ShopProviders store={store} route={route}>
          {ui}
        </ShopProviders>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The markup the browser shows once the shop's state (here the given theme) is loaded, as after
 * hydration: with one theme of CSS variables it differs from the other theme's only where a
 * component shows the state itself (the dark mode switch).
 */
export function renderClientMarkup(ui: ReactElement, { theme, route = '/' }: ServerMarkupOptions): string {
  localStorage.setItem('darkMode', JSON.stringify(theme === 'dark'));
  const store = createShopStore();
  const { container, unmount } = render(
    <ShopProviders store={store} route={route}>
      {ui}
    </ShopProviders>,
  );
  if (document.documentElement.getAttribute('data-theme') !== theme) throw new Error(`the page did not take the ${theme} theme`);
  const html = container.innerHTML;
  unmount();
  return numberIdsInOrder(html);
}

/** useId's ids count on across renders in one page; numbered by first appearance, two renders compare. */
function numberIdsInOrder(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
    return ids.get(id)!;
  });
}
