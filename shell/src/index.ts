import { yieldToMain } from './start/yield-to-main';

// Async boundary: shared singletons (React, the store...) are negotiated before any of them runs.
// In a task after the one that ran the federation runtime itself, so neither blocks the page long.
void yieldToMain().then(() => import('./bootstrap'));
