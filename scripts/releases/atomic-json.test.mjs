import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { writeJsonAtomic } from './atomic-json.mjs';

describe('atomic replacement of a JSON file', () => {
  it('replaces the content and leaves no temporary file behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-json-'));
    try {
      const file = join(dir, 'remotes.json');
      writeFileSync(file, '{"old": true}');
      writeJsonAtomic(file, { cart: { entry: '/x/mf-manifest.json', routes: ['/cart'] } });
      assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { cart: { entry: '/x/mf-manifest.json', routes: ['/cart'] } });
      assert.deepEqual(readdirSync(dir), ['remotes.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('swaps the file in one step: a reader polling meanwhile only ever sees a whole map', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-json-'));
    const file = join(dir, 'remotes.json');
    // Big enough that a plain write would be seen half done.
    const map = (n) => ({ n, slices: Array.from({ length: 4000 }, (_, i) => ({ entry: `/releases/${n}/${i}/mf-manifest.json` })) });
    writeJsonAtomic(file, map(0));
    const reader = new Worker(
      `const { readFileSync } = require('node:fs');
       const { parentPort, workerData } = require('node:worker_threads');
       let reads = 0, torn = 0;
       const until = Date.now() + 1500;
       while (Date.now() < until) {
         try { JSON.parse(readFileSync(workerData, 'utf8')); } catch { torn++; }
         reads++;
       }
       parentPort.postMessage({ reads, torn });`,
      { eval: true, workerData: file },
    );
    const result = new Promise((resolve) => reader.once('message', resolve));
    let writes = 0;
    const until = Date.now() + 1000;
    while (Date.now() < until) writeJsonAtomic(file, map(++writes));
    const { reads, torn } = await result;
    try {
      assert.ok(writes > 10 && reads > 10, `raced ${writes} writes against ${reads} reads`);
      assert.equal(torn, 0);
      assert.equal(JSON.parse(readFileSync(file, 'utf8')).n, writes);
      assert.equal(statSync(file).mode & 0o777, 0o644);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the old file when the new one cannot be written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-json-'));
    try {
      const file = join(dir, 'remotes.json');
      writeFileSync(file, '{"old": true}');
      const circular = {};
      circular.self = circular;
      assert.throws(() => writeJsonAtomic(file, circular), /circular/);
      assert.equal(readFileSync(file, 'utf8'), '{"old": true}');
      assert.deepEqual(readdirSync(dir), ['remotes.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
