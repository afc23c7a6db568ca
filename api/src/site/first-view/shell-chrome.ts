import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asFragment, type PrerenderedFragment } from './prerendered-fragment.js';
import { REREAD_AFTER_MS } from './reread-interval.js';

/** Where the shell's chrome leaves room for the route (shell/src/first-view). */
export const ROUTE_SLOT = '<template data-route-slot=""></template>';
export const SHELL_CHROME_FILE = 'first-view-chrome.json';

/** The shell's chrome and, when its build has one, the breadcrumb trail's box and the paths without it. */
export interface ShellChrome extends PrerenderedFragment {
  breadcrumbs?: { html: string; hiddenOn: string[] };
}

function breadcrumbsOf(chrome: unknown): Pick<ShellChrome, 'breadcrumbs'> {
  const trail = (chrome as { breadcrumbs?: unknown }).breadcrumbs;
  if (typeof trail !== 'object' || trail === null) return {};
  const { html, hiddenOn } = trail as Record<string, unknown>;
  if (typeof html !== 'string' || !/^<nav\b/.test(html) || !Array.isArray(hiddenOn)) return {};
  return { breadcrumbs: { html, hiddenOn: hiddenOn.filter((path): path is string => typeof path === 'string') } };
}

/** The shell's prerendered chrome, re-read every few seconds so a new shell build shows. */
export function createShellChromeReader(shellDir: string): () => ShellChrome | null {
  let chrome: { at: number; fragment: ShellChrome | null } | null = null;
  return function shellChrome() {
    if (chrome && Date.now() - chrome.at < REREAD_AFTER_MS) return chrome.fragment;
    let fragment: ShellChrome | null;
    try {
      const parsed: unknown = JSON.parse(readFileSync(join(shellDir, SHELL_CHROME_FILE), 'utf8'));
      const base = asFragment(parsed);
      fragment = base && base.html.includes(ROUTE_SLOT) ? { ...base, ...breadcrumbsOf(parsed) } : null;
    } catch {
      // Not built (a development checkout, an older shell build): the page starts empty, as before.
      fragment = null;
    }
    chrome = { at: Date.now(), fragment };
    return fragment;
  };
}
