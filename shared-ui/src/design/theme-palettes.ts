import { COLOR_TOKENS, type ShopPalette } from './theme-tokens';
import { colorVariable, DARK_THEME_SELECTOR } from './theme-variables';

/**
 * Colour pairs are chosen for WCAG AA (4.5:1 for text) in both themes; theme-tokens.test.ts checks every
 * pair and axe checks the pages in e2e/. `primary`, `accent`, `danger` and `success` are the brand and
 * status colours as text on any surface (and light fills with their `on*` text); `*Fill` are the solid
 * fills of buttons and banners with their `on*Fill` text. In light they are the same colour; in dark a
 * colour light enough to read on a dark surface is too light to carry white text, so the fills stay deep
 * and saturated (a white-on-indigo button, not a pastel one). `*Subtle` fills are the tinted backgrounds of
 * status badges. `pictureBackdrop` is the studio wall behind the shop's generated product pictures, which
 * are transparent so one file suits both themes. See shared-ui/README.md, "Colour".
 * These are the palettes; components read them as CSS custom properties (theme-variables.ts). Not part
 * of `shared-ui/design`: they reach the page as CSS in its head (THEME_PALETTES_CSS, shared-ui/first-view).
 */
export const lightTheme: ShopPalette = {
  name: 'light',
  colors: {
    background: '#ffffff',
    surface: '#f8fafc',
    surfaceRaised: '#ffffff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    primary: '#4338ca',
    onPrimary: '#ffffff',
    primaryFill: '#4338ca',
    onPrimaryFill: '#ffffff',
    secondary: '#e2e8f0',
    onSecondary: '#0f172a',
    accent: '#b45309',
    onAccent: '#ffffff',
    accentFill: '#b45309',
    onAccentFill: '#ffffff',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    dangerFill: '#b91c1c',
    onDangerFill: '#ffffff',
    success: '#15803d',
    onSuccess: '#ffffff',
    successFill: '#15803d',
    onSuccessFill: '#ffffff',
    successSubtle: '#dcfce7',
    onSuccessSubtle: '#166534',
    warningSubtle: '#fef3c7',
    onWarningSubtle: '#92400e',
    dangerSubtle: '#fee2e2',
    onDangerSubtle: '#991b1b',
    focus: '#2563eb',
    badge: '#dc2626',
    onBadge: '#ffffff',
    skeleton: '#e2e8f0',
    pictureBackdrop: '#f1f5f9',
  },
};

export const darkTheme: ShopPalette = {
  name: 'dark',
  colors: {
    background: '#0a0a0b',
    surface: '#18181b',
    surfaceRaised: '#27272a',
    text: '#f4f4f5',
    textMuted: '#a1a1aa',
    border: '#3f3f46',
    primary: '#818cf8',
    onPrimary: '#0a0a0b',
    primaryFill: '#4f46e5',
    onPrimaryFill: '#ffffff',
    secondary: '#3f3f46',
    onSecondary: '#f4f4f5',
    accent: '#fbbf24',
    onAccent: '#0a0a0b',
    accentFill: '#b45309',
    onAccentFill: '#ffffff',
    danger: '#fca5a5',
    onDanger: '#0a0a0b',
    dangerFill: '#b91c1c',
    onDangerFill: '#ffffff',
    success: '#86efac',
    onSuccess: '#0a0a0b',
    successFill: '#15803d',
    onSuccessFill: '#ffffff',
    successSubtle: '#052e16',
    onSuccessSubtle: '#86efac',
    warningSubtle: '#451a03',
    onWarningSubtle: '#fcd34d',
    dangerSubtle: '#450a0a',
    onDangerSubtle: '#fca5a5',
    focus: '#93c5fd',
    badge: '#fca5a5',
    onBadge: '#0a0a0b',
    skeleton: '#27272a',
    pictureBackdrop: '#202024',
  },
};

function paletteDeclarations(palette: ShopPalette): string {
  const colors = COLOR_TOKENS.map((token) => `${colorVariable(token)}:${palette.colors[token]};`).join('');
  return `color-scheme:${palette.name};${colors}`;
}

/** Both palettes: light on `:root`, dark when `<html data-theme="dark">`. */
export const THEME_PALETTES_CSS = `:root{${paletteDeclarations(lightTheme)}}${DARK_THEME_SELECTOR}{${paletteDeclarations(darkTheme)}}`;
