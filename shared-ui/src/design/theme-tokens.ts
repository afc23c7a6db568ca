/**
 * Every colour token. Components read them as `theme.colors.x`, which is a CSS variable
 * (theme-variables.ts); their values are the palettes in theme-palettes.ts, which the page's head
 * declares, so the palettes never ship in JavaScript. See shared-ui/README.md, "Colour".
 */
export const COLOR_TOKENS = [
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'primary',
  'onPrimary',
  'primaryFill',
  'onPrimaryFill',
  'secondary',
  'onSecondary',
  'accent',
  'onAccent',
  'accentFill',
  'onAccentFill',
  'danger',
  'onDanger',
  'dangerFill',
  'onDangerFill',
  'success',
  'onSuccess',
  'successFill',
  'onSuccessFill',
  'successSubtle',
  'onSuccessSubtle',
  'warningSubtle',
  'onWarningSubtle',
  'dangerSubtle',
  'onDangerSubtle',
  'focus',
  'badge',
  'onBadge',
  'skeleton',
  'pictureBackdrop',
] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];

/** One theme's colour values: what `:root` or `:root[data-theme="dark"]` declares. */
export type ShopPalette = {
  name: 'light' | 'dark';
  colors: { [K in ColorToken]: string };
};

/** What styled components read as `theme`: every colour a `var(--shop-color-…)` (theme-variables.ts). */
export type ShopTheme = {
  colors: { [K in ColorToken]: string };
};

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' } as const;
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
/** Widths of lines: thin for borders and dividers, thick for a chosen state or a step line, focus for outlines. */
export const borderWidth = { thin: '1px', thick: '2px', focus: '3px' } as const;
export const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Widths of the page column and of the narrower columns forms and messages sit in. */
export const container = { max: '1200px', reading: '560px', form: '520px', compact: '440px' } as const;

/** Viewport widths (px) at which layouts change: below md the header collapses and columns stack. */
export const breakpoints = { sm: 640, md: 800, lg: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries from the breakpoint tokens: `${media.below('md')} { ... }`.
 * `below` stops a fraction under the breakpoint so `below` and `atLeast` never both match.
 */
export const media = {
  atLeast: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  below: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
} as const;
