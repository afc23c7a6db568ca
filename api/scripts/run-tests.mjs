// `npm test -w api [-- <files>]`: the API's test files (all, or those given) on in-memory PGlite, or on the
// PostgreSQL server DATABASE_URL names.
//
// The files are split into two lanes (the machines have two cores), and each lane runs its files one
// after another in one process (`--test-isolation=none`). A process per file loaded the app, its
// dependencies and PGlite's WebAssembly again for each of the ~60 files: about 5 s a file, half of the
// suite's time. So a file must leave nothing behind: hooks inside a `describe`, environment restored.
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

const LANES = 2;
const UNLISTED_SECONDS = 6;
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE_SECONDS = JSON.parse(readFileSync(join(apiDir, 'test', 'file-seconds.json'), 'utf8'));
const { values: options, positionals: given } = parseArgs({
  options: { 'database-files': { type: 'boolean', default: false } },
  allowPositionals: true,
});

let files = given;
if (files.length === 0) {
  files = [];
  for await (const file of glob('test/**/*.test.ts', { cwd: apiDir })) files.push(file);
}
if (options['database-files']) {
  if (!process.env.DATABASE_URL) {
    console.error('test:postgres runs the API tests on PostgreSQL: set DATABASE_URL (api/README.md, "Tests").');
    process.exit(2);
  }
  files = files.filter((file) => /from '(\.\.?\/)+helpers\/build-test-app\.js'/.test(readFileSync(join(apiDir, file), 'utf8')));
  console.log(`test:postgres: the ${files.length} files that take their database from build-test-app.ts`);
}

const args = [
  '--conditions=source',
  '--test',
  '--test-isolation=none',
  '--import',
  'tsx',
  // Before any test file resolves the app (src/register-package-scope-cache.ts).
  '--import',
  './src/register-package-scope-cache.ts',
  '--test-global-setup=test/global-setup.ts',
];

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));

/** @param {string[]} laneFiles @param {boolean} live print as it comes (the first lane), else once it ends */
function runLane(laneFiles, live) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args, ...laneFiles], { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => (live ? sink.write(chunk) : (output += chunk)));
    }
    child.once('close', (code, signal) => {
      if (!live) process.stdout.write(output);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * The longest files first, each to the lane with the least time so far: lanes that end together. A file's
 * time is its seconds in test/file-seconds.json (a CI run's; only the balance depends on them), or
 * UNLISTED_SECONDS for a file not measured yet.
 */
function splitIntoLanes(all) {
  const lanes = Array.from({ length: Math.min(LANES, all.length) }, () => ({ files: [], seconds: 0 }));
  const byTime = all
    .map((file) => ({ file, seconds: FILE_SECONDS[file] ?? UNLISTED_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of byTime) {
    const shortest = lanes.reduce((min, lane) => (lane.seconds < min.seconds ? lane : min));
    shortest.files.push(file);
    shortest.seconds += seconds;
  }
  return lanes.map((lane) => lane.files.sort());
}

const codes = await Promise.all(splitIntoLanes(files).map((laneFiles, index) => runLane(laneFiles, index === 0)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
