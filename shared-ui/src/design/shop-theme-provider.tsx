import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useTheme } from 'shared-ui/state';
import { GlobalStyle } from './global-style';
import { darkTheme, lightTheme } from './theme-tokens';

/** styled-components' ThemeProvider fed by the shared theme state (dark or light tokens). */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const { isDark } = useTheme();
  return (
    <ThemeProvider theme={isDark ? darkTheme : lightTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
