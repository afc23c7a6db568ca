import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SliceServerRoutes } from 'shared-ui/contract';
import { localBuildDir } from '../first-view/local-build-dir.js';
import { isServedHere } from '../first-view/remote-build-files.js';
import { REREAD_AFTER_MS } from '../first-view/reread-interval.js';
import { loadCommonJs } from './load-common-js.js';
import { incompatibility } from './release-compatibility.js';
import type { LoadedShell } from './shell-server-build.js';

/** A slice's server build, beside its browser build: dist/server/routes.cjs (shared-ui/build/server-bundle.cjs). */
export const SLICE_SERVER_BUILD = join('server', 'routes.cjs');

interface Loaded {
  checkedAt: number;
  mtimeMs: number;
  generation: number;
  routes: Promise<SliceServerRoutes>;
}

function isRoutesModule(value: unknown): value is SliceServerRoutes {
  return Array.isArray((value as Partial<SliceServerRoutes> | null)?.routes);
}

/**
 * The server builds of the slices, found from the entry URL the visitor's map gives (a slice's dist/
 * or a release folder), so the server renders the release the browser will run: a promote or a
 * rollback changes the next page. Each is loaded once, and again when its file changes.
 */
export class SliceServerBuilds {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly root: string,
    private readonly releases: string,
  ) {}

  /** The routes of the slice whose browser entry is `entryUrl`; rejects when it has no usable server build. */
  load(entryUrl: string, shell: LoadedShell): Promise<SliceServerRoutes> {
    const folder = isServedHere(entryUrl) ? localBuildDir(entryUrl, this.root, this.releases) : null;
    if (!folder) return Promise.reject(new Error(`${entryUrl} is not a build on this server`));
    const file = join(folder, SLICE_SERVER_BUILD);
    const cached = this.loaded.get(file);
    if (cached && cached.generation === shell.generation && Date.now() - cached.checkedAt < REREAD_AFTER_MS) return cached.routes;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return Promise.reject(new Error(`${file} does not exist (a release built before server rendering?)`));
    }
    if (cached && cached.generation === shell.generation && cached.mtimeMs === mtimeMs) {
      cached.checkedAt = Date.now();
      return cached.routes;
    }
    const routes = this.run(file, shell);
    this.loaded.set(file, { checkedAt: Date.now(), mtimeMs, generation: shell.generation, routes });
    return routes;
  }

  private run(file: string, shell: LoadedShell): Promise<SliceServerRoutes> {
    try {
      const refused = incompatibility(join(file, '..', '..'), shell.module.sharedVersions ?? {});
      if (refused) throw new Error(refused);
      const module = loadCommonJs(file, shell.requireForSlice);
      if (!isRoutesModule(module)) throw new Error('it exports no routes');
      return Promise.resolve(module);
    } catch (error) {
      this.app.log.warn(
        'the slice server build %s did not load (%s): its pages are rendered by the browser',
        file,
        (error as Error).message,
      );
      const failure = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      failure.catch(() => undefined);
      return failure;
    }
  }
}
