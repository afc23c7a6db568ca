import { resetServerAnswers, SERVER_ANSWERS_ELEMENT_ID } from '../api/server-queries';

/**
 * Puts answers in the page as the server's render inlines them (#shop-query-data, keyed by the
 * query's key as JSON, shared-ui/src/api/server-queries.ts), for the next queries to start from.
 */
export function inlineServerAnswers(answers: Record<string, unknown>): void {
  resetServerAnswers();
  document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
}
