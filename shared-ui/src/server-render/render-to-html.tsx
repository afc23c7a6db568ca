import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ServerQueries, ServerQueriesContext } from '../api/server-queries';
import type { RenderedPage } from '../contract/shell-render';

/** What the render sends: the shell's server build answers the API with it (the contract's RenderedPage). */
export type RenderedHtml = RenderedPage;

export interface RenderToHtmlOptions {
  /** After this the render stops: parts still waiting are left to the browser. */
  timeoutMs: number;
  /** A part that threw and was left to the browser. */
  onPartError?: (error: unknown) => void;
}

/**
 * React's server render of `element`, waiting for the queries it reads (server-queries.ts) and
 * collecting its styles: what the shell's server build sends for a page, and what tests hydrate.
 * The markup is whole (no part sent later by an inline script: the page's CSP allows none).
 */
export async function renderToHtml(element: ReactNode, { timeoutMs, onPartError }: RenderToHtmlOptions): Promise<RenderedHtml> {
  const controller = new AbortController();
  const queries = new ServerQueries(controller.signal);
  const sheet = new ServerStyleSheet();
  let complete = true;
  const timer = setTimeout(() => {
    complete = false;
    controller.abort(new Error(`the server render took over ${timeoutMs} ms`));
  }, timeoutMs);
  try {
    const stream = await renderToReadableStream(
      sheet.collectStyles(<ServerQueriesContext.Provider value={queries}>{element}</ServerQueriesContext.Provider>),
      {
        signal: controller.signal,
        // Every part in place, however large: nothing is sent later.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          if (!controller.signal.aborted) onPartError?.(error);
          complete = false;
        },
      },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return { html, styles: sheet.getStyleTags(), answers: queries.answers(), complete };
  } finally {
    clearTimeout(timer);
    sheet.seal();
  }
}
