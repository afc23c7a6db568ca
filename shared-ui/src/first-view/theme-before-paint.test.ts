import { THEME_PALETTES_CSS } from '../design/theme-palettes';
import { THEME_BEFORE_PAINT_SCRIPT } from './theme-before-paint';
import { THEME_BEFORE_PAINT_CSS } from './theme-head-css';

function runBeforePaint({ systemDark }: { systemDark: boolean }) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original?.(query),
    matches: systemDark && query.includes('dark'),
  })) as typeof window.matchMedia;
  try {
    new Function(THEME_BEFORE_PAINT_SCRIPT)();
  } finally {
    window.matchMedia = original;
  }
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
});

describe('the theme before the first paint', () => {
  it('picks the dark palette for a shopper who chose dark', () => {
    localStorage.setItem('darkMode', 'true');
    expect(runBeforePaint({ systemDark: false })).toEqual({ theme: 'dark', themeColor: '#0a0a0b' });
  });

  it('follows the system preference while nothing is saved', () => {
    expect(runBeforePaint({ systemDark: true })).toEqual({ theme: 'dark', themeColor: '#0a0a0b' });
    expect(runBeforePaint({ systemDark: false })).toEqual({ theme: 'light', themeColor: '#ffffff' });
  });

  it('lets a saved light choice win over a dark system', () => {
    localStorage.setItem('darkMode', 'false');
    expect(runBeforePaint({ systemDark: true })).toEqual({ theme: 'light', themeColor: '#ffffff' });
  });

  it('falls back to the system preference when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage is blocked');
    });
    try {
      expect(runBeforePaint({ systemDark: true }).theme).toBe('dark');
    } finally {
      getItem.mockRestore();
    }
  });

  it('brings both palettes and the page colours for the head', () => {
    expect(THEME_BEFORE_PAINT_CSS.startsWith(THEME_PALETTES_CSS)).toBe(true);
    expect(THEME_BEFORE_PAINT_CSS).toContain('body{background:var(--shop-color-background);color:var(--shop-color-text)}');
  });
});
