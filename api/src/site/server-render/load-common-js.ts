import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

type CommonJsWrapper = (
  exports: unknown,
  require: (id: string) => unknown,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

/**
 * Runs a CommonJS bundle with the `require` given: a slice's server build gets the page's shared
 * singletons from it, as its browser build gets them from the shell. Each call runs the file afresh.
 */
export function loadCommonJs(file: string, requireModule: (id: string) => unknown): unknown {
  const run = runInThisContext(Module.wrap(readFileSync(file, 'utf8')), { filename: file }) as CommonJsWrapper;
  const module = { exports: {} as unknown };
  run(module.exports, requireModule, module, file, dirname(file));
  return module.exports;
}
