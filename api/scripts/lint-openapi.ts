// `npm run lint:openapi -w api`: writes the OpenAPI document to a temporary file and lints it with
// Redocly's recommended rules; fails on any error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openapi-document.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
  // npm puts node_modules/.bin (with the project's Node 24) first on PATH.
  const result = spawnSync('redocly', ['lint', '--extends=recommended', file], { stdio: 'inherit', cwd: apiDir });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
