// `npm run dev`: the API on :4000 and every app's dev server with hot reload, each on its own port.
import { spawn } from 'node:child_process';

const APPS = [
  ['api', { PORT: '4000' }],
  ['shell', {}],
  ['mf-catalog', {}],
  ['mf-product', {}],
  ['mf-cart', {}],
  ['mf-account', {}],
  ['mf-checkout', {}],
];

const children = APPS.map(([pkg, env]) => {
  const child = spawn('npm', ['run', 'dev', '-w', pkg], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${pkg}] `.padEnd(15);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
});

console.log('Shop (dev): http://localhost:3000 — remotes on :3001-3005, API on :4000');
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
