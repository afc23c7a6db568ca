// Runs once before the browser test files, which run two at a time: the builds they serve are made
// here, so two files never rebuild the same package at once.
import { buildIfStale } from './shop-server.mjs';

export async function globalSetup() {
  await buildIfStale();
}
