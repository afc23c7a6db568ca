// `npm test -w api [-- <files>]`: the API's test files (all, or those given), two at a time, on in-memory
// PGlite, or on the PostgreSQL server DATABASE_URL names.
//
// `npm run test:postgres -w api` (DATABASE_URL set; CI's second run): only the files that take their
// database from test/helpers/build-test-app.ts, the one place DATABASE_URL chooses it. The others (pure
// units, the embedded database's own data directory and lock) would run exactly as they did on PGlite.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals: files } = parseArgs({
  options: { 'database-files': { type: 'boolean', default: false } },
  allowPositionals: true,
});

let chosen = files.length > 0 ? files : ['test/**/*.test.ts'];
if (options['database-files']) {
  if (!process.env.DATABASE_URL) {
    console.error('test:postgres runs the API tests on PostgreSQL: set DATABASE_URL (api/README.md, "Tests").');
    process.exit(2);
  }
  chosen = [];
  for await (const file of glob('test/**/*.test.ts', { cwd: apiDir })) {
    if (/from '(\.\.?\/)+helpers\/build-test-app\.js'/.test(readFileSync(join(apiDir, file), 'utf8'))) chosen.push(file);
  }
  chosen.sort();
  console.log(`test:postgres: the ${chosen.length} files that take their database from build-test-app.ts`);
}

const args = [
  '--conditions=source',
  '--test',
  '--test-concurrency=2',
  '--import',
  'tsx',
  // Before any test file resolves the app (src/register-package-scope-cache.ts).
  '--import',
  './src/register-package-scope-cache.ts',
  '--test-global-setup=test/global-setup.ts',
  ...chosen,
];
const child = spawn(process.execPath, args, { cwd: apiDir, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
