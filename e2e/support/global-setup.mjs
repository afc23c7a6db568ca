// Runs once before the browser test files, which run two at a time: the builds they serve are made
// here, so two files never rebuild the same package at once, and so is the seeded database each
// file's shop starts from a copy of.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, prepareTemplateDataDir } from './shop-server.mjs';

let templateRoot;

export async function globalSetup() {
  await buildIfStale();
  templateRoot = mkdtempSync(join(tmpdir(), 'shop-e2e-template-'));
  await prepareTemplateDataDir(join(templateRoot, 'data'));
}

export async function globalTeardown() {
  if (templateRoot) rmSync(templateRoot, { recursive: true, force: true });
}
