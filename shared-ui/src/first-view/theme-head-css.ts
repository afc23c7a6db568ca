import { THEME_PALETTES_CSS } from '../design/theme-palettes';
import { colorVariable } from '../design/theme-variables';

/**
 * Both palettes and the page's colours, first in every page's head (before any styled-components CSS):
 * every app's index.html carries it (shared-ui/build/create-webpack-config.cjs reads this file at build
 * time), so the shop, its dev server and each slice's standalone page get the same CSS, and no JS does.
 */
export const THEME_BEFORE_PAINT_CSS = `${THEME_PALETTES_CSS}body{background:var(${colorVariable('background')});color:var(${colorVariable('text')})}`;
