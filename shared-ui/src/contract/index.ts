/**
 * The API's contract: a TypeBox schema for every request and answer. The API validates and
 * serializes with them; shared-ui/types derives the browser's types from them with Static<>.
 * Browser code imports only types from here (`import type`): values come from shared-ui/pricing,
 * so TypeBox never reaches a bundle.
 */
export * from './address.js';
export * from './admin.js';
export * from './admin-constants.js';
export * from './common.js';
export * from './held-taps.js';
export * from './metrics.js';
export * from './order.js';
export * from './pricing.js';
export * from './product.js';
export * from './release-health.js';
export * from './release-state.js';
export * from './remotes-map.js';
export * from './slice-remotes-maps.js';
export * from './slices.js';
export * from './shell-pages.js';
export * from './shell-render.js';
export * from './user.js';
