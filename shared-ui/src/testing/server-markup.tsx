import type { ReactElement } from 'react';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
// eslint-disable-next-line no-restricted-syntax -- tests run the whole styled-components; no page loads shared-ui/testing
import { ServerStyleSheet } from 'styled-components';
import { ShopStateProvider, createShopStore, useTheme } from 'shared-ui/state';
import { ShopThemeProvider } from 'shared-ui/design';

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
        <ShopStateProvider store={store}>
          <ShopThemeProvider>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </ShopThemeProvider>
        </ShopStateProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
