import { BADGE_TONE_COLORS, breakpoints, media, type ShopPalette } from 'shared-ui/design';
import { darkTheme, lightTheme } from './theme-palettes';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each([lightTheme, darkTheme] as ShopPalette[])('the $name theme', (theme) => {
  it.each(Object.entries(BADGE_TONE_COLORS))('gives the %s badge AA contrast (4.5:1)', (_tone, [fill, text]) => {
    expect(contrast(theme.colors[fill], theme.colors[text])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['text', 'textMuted', 'primary', 'accent', 'danger', 'success'] as const)(
    'gives %s text AA contrast on every surface',
    (tone) => {
      for (const surface of ['background', 'surface', 'surfaceRaised'] as const) {
        expect(contrast(theme.colors[tone], theme.colors[surface])).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  const fillPairs = Object.keys(theme.colors)
    .filter((key) => key.startsWith('on'))
    .map(
      (onKey) =>
        [onKey.charAt(2).toLowerCase() + onKey.slice(3), onKey] as [keyof ShopPalette['colors'], keyof ShopPalette['colors']],
    );

  it('names a fill for every on* text colour', () => {
    expect(fillPairs.length).toBeGreaterThanOrEqual(12);
    for (const [fill] of fillPairs) expect(theme.colors).toHaveProperty(fill);
  });

  it.each(fillPairs)('gives text on %s AA contrast (%s)', (fill, text) => {
    expect(contrast(theme.colors[fill], theme.colors[text])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps solid fills deep enough for white text, so buttons are never pastel', () => {
    for (const fill of ['primaryFill', 'accentFill', 'dangerFill', 'successFill'] as const) {
      expect(contrast(theme.colors[fill], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(theme.colors[`on${fill.charAt(0).toUpperCase()}${fill.slice(1)}` as keyof ShopPalette['colors']]).toBe('#ffffff');
    }
  });
});

describe('media', () => {
  it('splits at the breakpoint so below and atLeast never overlap', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 800, lg: 1024 });
    expect(media.atLeast('md')).toBe('@media (min-width: 800px)');
    expect(media.below('md')).toBe('@media (max-width: 799.98px)');
  });
});
