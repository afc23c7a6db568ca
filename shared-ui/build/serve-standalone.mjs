// `npm run dev -w <slice> [-- --mock[=<scenario>]]`: the slice's dev server (webpack serve). With
// --mock its standalone page runs on the mock API (MSW, shared-ui/testing) and proxies nothing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2).flatMap((arg) => {
  const mock = /^--mock(?:=(.*))?$/.exec(arg);
  if (!mock) return [arg];
  return ['--env', mock[1] ? `mock=${mock[1]}` : 'mock'];
});
const cliManifest = require.resolve('webpack-cli/package.json');
const { bin } = require(cliManifest);
const cli = join(dirname(cliManifest), typeof bin === 'string' ? bin : bin['webpack-cli']);
const child = spawn(process.execPath, [cli, 'serve', '--mode', 'development', ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
