import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { shopTheme } from './theme-variables';

/**
 * styled-components' ThemeProvider with the one theme of CSS variables, and the global style that
 * declares both palettes. The shopper's theme is `<html data-theme>`, set by the theme-before-paint
 * script and ShopStateProvider: nothing rendered here depends on it.
 */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={shopTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
