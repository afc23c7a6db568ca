// Compiles the contract (schemas and pricing) to ESM JavaScript in dist/contract, so the API runs
// from its own dist with plain node. Browsers, jest and tsx read the TypeScript sources instead
// (the "source" export condition).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'dist', 'contract');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(outDir, { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', join(packageDir, 'tsconfig.contract.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
// shared-ui itself is not "type": "module"; the compiled contract is.
writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
