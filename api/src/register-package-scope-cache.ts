// Node's ESM resolver reads the nearest package.json of every module it resolves, to tell an ES module
// from CommonJS, and Node 24 parses that file anew each time. drizzle-orm's package.json is 179 KB
// and read once per module of it: that alone took 1.2 of the 2.2 s the app took to import. This hook
// answers relative imports inside a "type": "module" package from one read per folder, so the
// server starts, and each test file loads the app, about a second sooner.
//
// It must run before the app's modules are resolved: server.ts imports it first and the app
// dynamically; the tests load it with --import.
import { registerHooks } from 'node:module';
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const typeOfFolder = new Map<string, string | undefined>();

/** The "type" of the package a folder is in, as Node finds it: the nearest package.json up to node_modules. */
function packageType(folder: string): string | undefined {
  if (typeOfFolder.has(folder)) return typeOfFolder.get(folder);
  let type: string | undefined;
  const manifest = join(folder, 'package.json');
  if (statSync(manifest, { throwIfNoEntry: false })?.isFile()) {
    try {
      type = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type;
    } catch {
      type = undefined;
    }
  } else if (basename(folder) !== 'node_modules' && dirname(folder) !== folder) {
    type = packageType(dirname(folder));
  }
  typeOfFolder.set(folder, type);
  return type;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      parent?.startsWith('file:') &&
      parent.includes('/node_modules/') &&
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      specifier.endsWith('.js')
    ) {
      const url = new URL(specifier, parent);
      const path = fileURLToPath(url);
      // Anything unusual (a missing file, a CommonJS or untyped package) goes to Node's own resolver.
      if (statSync(path, { throwIfNoEntry: false })?.isFile() && packageType(dirname(path)) === 'module') {
        return { url: url.href, format: 'module', shortCircuit: true };
      }
    }
    return nextResolve(specifier, context);
  },
});
