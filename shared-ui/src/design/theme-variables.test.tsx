import { Button, COLOR_TOKENS, DARK_THEME_SELECTOR, colorVariable, shopTheme } from 'shared-ui/design';
import { renderClientMarkup, renderServerMarkup } from '../testing';
import { THEME_PALETTES_CSS, darkTheme, lightTheme } from './theme-palettes';

/** The declarations of each rule in a flat stylesheet text: selector → property → value. */
function declarationsBySelector(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    rules.set(selector!.trim(), declarations);
  }
  return rules;
}

describe('the theme as CSS variables', () => {
  it('gives styled components one theme whose every colour is a CSS variable', () => {
    expect(Object.keys(shopTheme.colors)).toEqual(COLOR_TOKENS);
    expect(shopTheme.colors.primaryFill).toBe('var(--shop-color-primary-fill)');
    for (const token of COLOR_TOKENS) expect(shopTheme.colors[token]).toBe(`var(${colorVariable(token)})`);
  });

  it('gives both palettes a value for every token and nothing else', () => {
    expect(Object.keys(lightTheme.colors)).toEqual([...COLOR_TOKENS]);
    expect(Object.keys(darkTheme.colors)).toEqual([...COLOR_TOKENS]);
  });

  it('declares the light palette on :root and the dark one on <html data-theme="dark">, each with its color-scheme', () => {
    const rules = declarationsBySelector(THEME_PALETTES_CSS);
    expect([...rules.keys()]).toEqual([':root', ':root[data-theme="dark"]']);
    expect(DARK_THEME_SELECTOR).toBe(':root[data-theme="dark"]');
    const light = rules.get(':root')!;
    const dark = rules.get(DARK_THEME_SELECTOR)!;
    expect(light.get('color-scheme')).toBe('light');
    expect(dark.get('color-scheme')).toBe('dark');
    for (const token of COLOR_TOKENS) {
      expect(light.get(colorVariable(token))).toBe(lightTheme.colors[token]);
      expect(dark.get(colorVariable(token))).toBe(darkTheme.colors[token]);
    }
  });

  it('changes a token when data-theme flips to dark', () => {
    const rules = declarationsBySelector(THEME_PALETTES_CSS);
    expect(rules.get(':root')!.get('--shop-color-background')).toBe('#ffffff');
    expect(rules.get(DARK_THEME_SELECTOR)!.get('--shop-color-background')).toBe('#0a0a0b');
    expect(rules.get(':root')!.get('--shop-color-primary')).toBe('#4338ca');
    expect(rules.get(DARK_THEME_SELECTOR)!.get('--shop-color-primary')).toBe('#818cf8');
  });

  it('leaves the palettes to the page head: the global style reads the variables and declares none', () => {
    const { css } = renderServerMarkup(<p>page</p>, { theme: 'light' });
    expect(css).toContain('var(--shop-color-background)');
    expect(css).not.toContain('--shop-color-background:');
  });

  it('sends the same markup and CSS for a Button whether the shop is light or dark', () => {
    const button = (
      <Button variant="primary" size="lg">
        Add to Cart
      </Button>
    );
    const light = renderServerMarkup(button, { theme: 'light' });
    const dark = renderServerMarkup(button, { theme: 'dark' });
    expect(light.html).toContain('Add to Cart');
    expect(dark.html).toBe(light.html);
    expect(dark.css).toBe(light.css);
    expect(light.css).toContain('var(--shop-color-primary-fill)');
    expect(light.css).not.toContain(`background:${lightTheme.colors.primaryFill}`);
    expect(renderClientMarkup(button, { theme: 'dark' })).toBe(renderClientMarkup(button, { theme: 'light' }));
  });
});
