import { darkTheme } from '../design/theme-tokens';
import { STORAGE_KEYS } from '../state/storage';
import { DARK_MEDIA_QUERY } from '../state/theme-atoms';

const DARK_BACKGROUND = darkTheme.colors.background;

/**
 * Runs in the page's head before the first paint: the same choice as the theme atoms (a stored
 * boolean, else the system preference) and what ShopStateProvider then keeps up (the `dark` class,
 * colour-scheme and theme-color). The server inlines it with the prerendered markup, whose CSS is
 * the light theme's: for a dark page that markup stays hidden until React renders it dark, so the
 * stored theme never flashes.
 */
export const THEME_BEFORE_PAINT_SCRIPT = `(function(){try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.darkMode,
)}));var d=typeof v==="boolean"?v:matchMedia(${JSON.stringify(
  DARK_MEDIA_QUERY,
)}).matches;if(d){var e=document.documentElement;e.classList.add("dark");e.style.colorScheme="dark";var m=document.querySelector('meta[name="theme-color"]');if(m)m.content=${JSON.stringify(
  DARK_BACKGROUND,
)}}}catch(_){}})();`;

/** The dark page before React: its background, and the light prerendered markup out of sight. */
export const THEME_BEFORE_PAINT_CSS = `html.dark body{background:${DARK_BACKGROUND};color:${darkTheme.colors.text}}html.dark [data-first-view]{visibility:hidden}`;
