// `node scripts/run-in-workspaces.mjs <script>`: the npm script in every workspace that has it, two at a
// time (the machines have two cores), as `npm run <script> --workspaces --if-present` runs them one by
// one. Each workspace's output is printed whole when it ends, so two never interleave.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inLanes } from './in-lanes.mjs';
import { runNpm } from './run-npm.mjs';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/run-in-workspaces.mjs <npm script>');
  process.exit(2);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const workspaces = readJson(join(repoDir, 'package.json')).workspaces.filter(
  (workspace) => readJson(join(repoDir, workspace, 'package.json')).scripts?.[script],
);

let failed = 0;
await inLanes(workspaces, 2, async (workspace) => {
  const { code, output } = await runNpm(['run', script, '-w', workspace], { cwd: repoDir });
  process.stdout.write(output);
  if (code !== 0) {
    failed++;
    console.error(`${script} failed in ${workspace} (exit code ${code})`);
  }
});
process.exitCode = failed > 0 ? 1 : 0;
