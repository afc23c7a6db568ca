import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * A piece of a page rendered at build time for the server to put in the HTML (api/src/site/first-view.ts):
 * its markup, the CSS its styled components need and, for the shell, a script that runs before the
 * first paint.
 */
export interface FirstViewFragment {
  html: string;
  css: string;
  script?: string;
}

/** styled-components' bookkeeping rules (`data-styled.g1[id=…]{content:…}`): only its own rehydration reads them. */
const REGISTRATION_RULE = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;

/**
 * Renders an element to HTML and collects the CSS of the styled components it used.
 * @param identifierPrefix prefixes useId ids, so two fragments in one page never share an id
 */
export function renderFragment(element: ReactElement, identifierPrefix: string): FirstViewFragment {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element), { identifierPrefix });
    // Plain CSS, not styled-components' tag: the client must not adopt these rules as its own
    // (its class names come from its own bundle), they only style the markup until React replaces it.
    const css = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(REGISTRATION_RULE, '')
      .replaceAll('/*!sc*/', '')
      .replace(/\n+/g, '\n')
      .trim();
    return { html, css };
  } finally {
    sheet.seal();
  }
}
