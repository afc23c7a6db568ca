interface PrioritizedScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task; the returned promise resolves in a new one. Where the browser has
 * `scheduler.yield()` (Chromium), the continuation runs ahead of other queued tasks, so a page
 * that yields between its start-up steps lets input and paint through without starting later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
