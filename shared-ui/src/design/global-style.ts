import { createGlobalStyle } from 'styled-components';
import { fontStack } from './theme-tokens';
import { shopTheme } from './theme-variables';

// The palettes behind shopTheme's variables are in the page's head (index.html, the server's page), not here.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fontStack};
    background: ${shopTheme.colors.background};
    color: ${shopTheme.colors.text};
    line-height: 1.5;
  }
  a { color: ${shopTheme.colors.primary}; }
  img { max-width: 100%; display: block; }
  img[src^="/images/"] { background: ${shopTheme.colors.pictureBackdrop}; }
  h1, h2, h3 { overflow-wrap: break-word; }
  :focus-visible { outline: 3px solid ${shopTheme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
