import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShellRenderModule } from 'shared-ui/contract';
import { REREAD_AFTER_MS } from '../first-view/reread-interval.js';
import { loadCommonJs } from './load-common-js.js';

export interface LoadedShell {
  module: ShellRenderModule;
  /** How a slice's server build resolves what it imports: the shell's shared modules, then the shell's node_modules. */
  requireForSlice: (id: string) => unknown;
  /** Changes with every load, so slice builds loaded against an older shell are loaded again. */
  generation: number;
}

export const SHELL_SERVER_BUILD = join('server', 'render-page.cjs');

function isShellRenderModule(value: unknown): value is ShellRenderModule {
  const module = value as Partial<ShellRenderModule> | null;
  return typeof module?.renderPage === 'function' && typeof module.sharedModules === 'object' && module.sharedModules !== null;
}

/** The shell's server build, loaded once and again when a new build replaces it; null when there is none. */
export function createShellServerBuild(app: FastifyInstance, shellDir: string): () => LoadedShell | null {
  const file = join(shellDir, SHELL_SERVER_BUILD);
  let checkedAt = 0;
  let mtimeMs = -1;
  let loaded: LoadedShell | null = null;
  let generation = 0;
  return function shellServerBuild() {
    if (Date.now() - checkedAt < REREAD_AFTER_MS) return loaded;
    checkedAt = Date.now();
    let current: number;
    try {
      current = statSync(file).mtimeMs;
    } catch {
      // Not built (a development checkout): pages are rendered by the browser alone.
      mtimeMs = -1;
      loaded = null;
      return null;
    }
    if (current === mtimeMs) return loaded;
    mtimeMs = current;
    const nodeRequire = createRequire(file);
    try {
      const module = loadCommonJs(file, nodeRequire);
      if (!isShellRenderModule(module)) throw new Error('it exports no renderPage and sharedModules');
      const shared = module.sharedModules;
      loaded = { module, requireForSlice: (id) => (id in shared ? shared[id] : nodeRequire(id)), generation: ++generation };
    } catch (error) {
      app.log.error(
        'the shell server build %s did not load (%s): pages are rendered by the browser',
        file,
        (error as Error).message,
      );
      loaded = null;
    }
    return loaded;
  };
}
