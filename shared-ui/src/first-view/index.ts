// The head script that picks the theme before the first paint (the API puts it in every page), and the
// palettes' CSS every index.html carries (theme-head-css.ts).
export { THEME_BEFORE_PAINT_SCRIPT } from './theme-before-paint';
export { THEME_BEFORE_PAINT_CSS } from './theme-head-css';
export {
  BROWSER_STATE_BEFORE_PAINT_CSS,
  BROWSER_STATE_BEFORE_PAINT_SCRIPT,
  BROWSER_STATE_FLAGS,
} from './browser-state-before-paint';
