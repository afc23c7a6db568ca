/** What a build renders ahead of time (shared-ui/first-view): markup, its CSS, maybe a head script. */
export interface PrerenderedFragment {
  html: string;
  css: string;
  script?: string;
}

/** The value as a fragment, or null when it is not one or could end the element it goes into. */
export function asFragment(value: unknown): PrerenderedFragment | null {
  if (typeof value !== 'object' || value === null) return null;
  const { html, css, script } = value as Record<string, unknown>;
  if (typeof html !== 'string' || typeof css !== 'string') return null;
  // The CSS goes inside a <style> element: it must not be able to end it.
  if (/<\/style/i.test(css) || (script !== undefined && (typeof script !== 'string' || /<\/script/i.test(script)))) return null;
  return { html, css, ...(typeof script === 'string' ? { script } : {}) };
}
