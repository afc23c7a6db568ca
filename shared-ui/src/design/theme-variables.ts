import { COLOR_TOKENS, type ColorToken, type ShopTheme } from './theme-tokens';

/** The `<html>` attribute that picks the palette, "light" or "dark": the one switch of the theme. */
export const THEME_ATTRIBUTE = 'data-theme';

/** `primaryFill` → `--shop-color-primary-fill`. */
export function colorVariable(token: ColorToken): string {
  return `--shop-color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The one theme object styled-components gets, whatever the shopper's theme: its colours are CSS
 * variables, so the generated class names and the server's markup are the same in light and dark,
 * and the page switches palettes by the attribute alone (no re-render, nothing to hydrate differently).
 * The variables' values are declared by the page's head (theme-palettes.ts), not by JavaScript.
 */
export const shopTheme: ShopTheme = {
  colors: Object.fromEntries(COLOR_TOKENS.map((token) => [token, `var(${colorVariable(token)})`])) as ShopTheme['colors'],
};

/**
 * The dark page, for the few rules that differ by more than a colour: `${DARK_THEME_SELECTOR} & { … }`.
 * Light is the default, with or without the attribute.
 */
export const DARK_THEME_SELECTOR = `:root[${THEME_ATTRIBUTE}="dark"]`;
