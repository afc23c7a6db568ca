import { darkTheme, lightTheme } from '../design/theme-palettes';
import { THEME_ATTRIBUTE } from '../design/theme-variables';
import { STORAGE_KEYS } from '../state/storage';
import { DARK_MEDIA_QUERY } from '../state/theme-atoms';

/**
 * Runs in the page's head before the first paint: the same choice as the theme atoms (a stored
 * boolean, else the system preference), written where ShopStateProvider then keeps it: `<html
 * data-theme>` and the theme-color meta. The markup and its CSS are the same in both themes (colours
 * are CSS variables), so the server's page paints in the shopper's theme from the first frame.
 */
export const THEME_BEFORE_PAINT_SCRIPT = `(function(){var v=null;try{v=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.darkMode,
)}))}catch(_){}var d=typeof v==="boolean"?v:!!(window.matchMedia&&matchMedia(${JSON.stringify(
  DARK_MEDIA_QUERY,
)}).matches);document.documentElement.setAttribute(${JSON.stringify(
  THEME_ATTRIBUTE,
)},d?"dark":"light");var m=document.querySelector('meta[name="theme-color"]');if(m)m.content=d?${JSON.stringify(
  darkTheme.colors.background,
)}:${JSON.stringify(lightTheme.colors.background)}})();`;
