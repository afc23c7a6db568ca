import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const releaseScript = fileURLToPath(new URL('./release.mjs', import.meta.url));
let dir;
let slice;
let releases;
let shortHash;

function git(...args) {
  return execFileSync('git', ['-c', 'user.email=team@example.com', '-c', 'user.name=Slice Team', ...args], {
    cwd: slice,
    encoding: 'utf8',
  }).trim();
}

function release(...args) {
  return spawnSync(process.execPath, [releaseScript, '--target', releases, ...args], { cwd: slice, encoding: 'utf8' });
}

function writePackage(fields) {
  writeFileSync(join(slice, 'package.json'), JSON.stringify({ name: 'mf-demo', version: '1.0.0', ...fields }));
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-cli-'));
  slice = join(dir, 'mf-demo');
  // Outside the slice's repository, as the server's release root is.
  releases = join(dir, 'releases');
  mkdirSync(slice);
  writePackage({ shophub: { routes: ['/demo'] } });
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'demo slice');
  shortHash = git('rev-parse', 'HEAD').slice(0, 7);
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run release', () => {
  it('never overwrites an earlier release of the same version and commit', () => {
    const existing = join(releases, 'mf-demo', `1.0.0-${shortHash}`);
    mkdirSync(existing, { recursive: true });
    writeFileSync(join(existing, 'release.json'), '{"the":"first build"}');

    const result = release();
    assert.equal(result.status, 1);
    assert.match(result.stderr, new RegExp(`mf-demo 1\\.0\\.0-${shortHash} is already released .*bump "version" in package\\.json`));
    assert.equal(readFileSync(join(existing, 'release.json'), 'utf8'), '{"the":"first build"}');
  });

  it('refuses a working tree with uncommitted changes unless told, since the commit would not describe the build', () => {
    writeFileSync(join(slice, 'notes.txt'), 'work in progress');
    try {
      const result = release();
      assert.equal(result.status, 1);
      assert.match(result.stderr, /uncommitted changes: commit them .*or pass --allow-dirty/);
    } finally {
      rmSync(join(slice, 'notes.txt'));
    }
  });

  it('needs the routes the slice owns, declared in package.json', () => {
    writePackage({});
    try {
      const result = release('--allow-dirty');
      assert.equal(result.status, 1);
      assert.match(result.stderr, /must declare the routes the slice owns in "shophub": \{ "routes": \[\.\.\.\] \}/);
    } finally {
      writePackage({ shophub: { routes: ['/demo'] } });
    }
  });
});
