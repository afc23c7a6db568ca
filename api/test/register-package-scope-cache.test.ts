import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../src/package-root.js';

const hook = join(packageRoot, 'src', 'register-package-scope-cache.ts');

/** Runs `source` as an ES module in a new Node, with or without the hook; answers its standard output. */
function runModule(source: string, { withHook }: { withHook: boolean }): string {
  const flags = ['--conditions=source', '--import', 'tsx', ...(withHook ? ['--import', hook] : [])];
  return execFileSync(process.execPath, [...flags, '--input-type=module', '-e', source], { cwd: packageRoot, encoding: 'utf8' });
}

describe('the package scope cache (register-package-scope-cache.ts)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'scope-cache-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** node_modules/<name> with its package.json and files. */
  function writePackage(name: string, manifest: object, files: Record<string, string>) {
    const dir = join(folder, 'node_modules', name);
    mkdirSync(join(dir, 'lib'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, ...manifest }));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return pathToFileURL(join(dir, 'index.js')).href;
  }

  it('resolves a "type": "module" package to the same modules as Node does (drizzle-orm)', () => {
    const source = `const m = await import('drizzle-orm/pg-core'); console.log(JSON.stringify({ url: import.meta.resolve('drizzle-orm/pg-core'), keys: Object.keys(m).sort() }));`;
    const withHook = JSON.parse(runModule(source, { withHook: true }));
    assert.deepEqual(withHook, JSON.parse(runModule(source, { withHook: false })));
    assert.ok(withHook.keys.includes('pgTable'));
  });

  it('follows relative imports inside an ES module package, across folders', () => {
    const entry = writePackage(
      'esm-package',
      { type: 'module' },
      {
        'index.js': `export { answer } from './lib/answer.js';`,
        'lib/answer.js': `import { base } from '../base.js'; export const answer = base + 2;`,
        'base.js': `export const base = 40;`,
      },
    );
    assert.equal(
      runModule(`const { answer } = await import(${JSON.stringify(entry)}); console.log(answer);`, { withHook: true }).trim(),
      '42',
    );
  });

  it('leaves CommonJS and untyped packages, and missing files, to Node', () => {
    const commonJs = writePackage(
      'cjs-package',
      {},
      {
        'index.js': `module.exports = { kind: require('./lib/kind.js') };`,
        'lib/kind.js': `module.exports = 'commonjs';`,
      },
    );
    assert.equal(
      runModule(`const m = await import(${JSON.stringify(commonJs)}); console.log(m.default.kind);`, { withHook: true }).trim(),
      'commonjs',
    );

    const broken = writePackage('broken-package', { type: 'module' }, { 'index.js': `export * from './lib/gone.js';` });
    const error = runModule(`try { await import(${JSON.stringify(broken)}); } catch (error) { console.log(error.code); }`, {
      withHook: true,
    });
    assert.equal(error.trim(), 'ERR_MODULE_NOT_FOUND');
  });
});
