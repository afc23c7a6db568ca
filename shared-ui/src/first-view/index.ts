// Build-time only (first-view-plugin.cjs): react-dom/server never reaches a browser bundle.
export { renderFragment, type FirstViewFragment } from './render-fragment';
export { THEME_BEFORE_PAINT_CSS, THEME_BEFORE_PAINT_SCRIPT } from './theme-before-paint';
