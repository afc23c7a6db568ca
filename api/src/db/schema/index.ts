export * from './users.js';
export * from './products.js';
export * from './reviews.js';
export * from './orders.js';
export * from './rate-limits.js';
export * from './web-vitals.js';
export * from './app-secrets.js';
export * from './uploads.js';
