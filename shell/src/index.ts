// Async boundary: shared singletons (React, the store...) are negotiated before any of them runs.
import('./bootstrap');
