import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { styledComponentIds } = require('../shared-ui/build/styled-component-ids.cjs');
const repoDir = fileURLToPath(new URL('..', import.meta.url));

/** Every TypeScript source file of the apps a page composes: the shell, shared-ui and each slice. */
function sourceFiles() {
  const roots = ['shell', 'shared-ui', ...readdirSync(repoDir).filter((name) => name.startsWith('mf-'))];
  return roots.flatMap((root) =>
    readdirSync(join(repoDir, root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(repoDir, root, 'src', file)),
  );
}

/** The ids the build's transformer gives the styled components of `text`, as if it were `fileName`. */
function idsOf(fileName, text) {
  const ids = [];
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  ts.transform(sourceFile, [styledComponentIds({ onId: (id) => ids.push(id) })]).dispose();
  return ids;
}

test('every styled component of the shop has an id of its own, across all apps', () => {
  const owners = new Map();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('styled')) continue;
    for (const id of idsOf(file, text)) {
      assert.match(id, /^sc-[A-Za-z0-9]{5}$/);
      assert.equal(owners.get(id), undefined, `${id} is given in ${owners.get(id)} and in ${file}`);
      owners.set(id, file);
    }
  }
  assert.ok(owners.size > 100, `found only ${owners.size} styled components: is the walk missing folders?`);
});

test('an id depends on the file and the place in it, not on the build', () => {
  const source = 'const A = styled.div`color: red;`;\nconst B = styled(A).attrs({})`color: blue;`;\n';
  const [a, b] = idsOf(join(repoDir, 'shell/src/x.tsx'), source);
  assert.notEqual(a, b);
  assert.deepEqual(idsOf(join(repoDir, 'shell/src/x.tsx'), source), [a, b]);
  assert.notDeepEqual(idsOf(join(repoDir, 'shell/src/y.tsx'), source), [a, b]);
});
