import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localBuildDir } from './local-build-dir.js';
import { asFragment, type PrerenderedFragment } from './prerendered-fragment.js';
import { isServedHere } from './remote-build-files.js';
import { REREAD_AFTER_MS } from './reread-interval.js';

/** What a remote's server render module exports. */
type RenderModule = { render: (answer: unknown) => unknown };
type LoadedModule = {
  at: number;
  mtimeMs: number;
  module: RenderModule | null;
  /** slow renders in a row, and until when the module is set aside after SLOW_RENDERS_IN_A_ROW of them */
  slowInARow: number;
  asideUntil: number;
};

/** A render slower than this is not worth its wait. */
const SLOW_RENDER_MS = 100;
/**
 * One slow render is a cold start or a busy moment (a GC pause, a loaded machine), not a slow module:
 * only this many in a row set the module aside, and only for SET_ASIDE_MS, so the first view comes back.
 */
const SLOW_RENDERS_IN_A_ROW = 3;
const SET_ASIDE_MS = 60_000;

/**
 * Renders a route's markup per request with a render module of the remote's build (`render(manifestUrl,
 * file, answer)`): the fragment, or null when there is no answer or the module is missing, throws or is set aside.
 */
export class RouteRenderer {
  private readonly loaded = new Map<string, LoadedModule>();
  private readonly requireModule = createRequire(import.meta.url);

  constructor(
    private readonly app: FastifyInstance,
    private readonly root: string,
    private readonly releases: string,
  ) {}

  /** The route's markup rendered with its inlined answer; none when the render throws or its module is set aside. */
  render(manifestUrl: string, file: string, answer: unknown): PrerenderedFragment | null {
    const loaded = this.renderModule(manifestUrl, file);
    const module = loaded?.module;
    if (!loaded || !module || answer === undefined || loaded.asideUntil > Date.now()) return null;
    const started = performance.now();
    let fragment: PrerenderedFragment | null;
    try {
      fragment = asFragment(module.render(answer));
    } catch (error) {
      this.app.log.warn('%s threw (%s): the page goes without its markup', file, (error as Error).message);
      return null;
    }
    const took = performance.now() - started;
    loaded.slowInARow = took > SLOW_RENDER_MS ? loaded.slowInARow + 1 : 0;
    if (loaded.slowInARow >= SLOW_RENDERS_IN_A_ROW) {
      this.app.log.warn(
        '%s took over %d ms %d times in a row (last %d ms): pages go without its markup for %d s',
        file,
        SLOW_RENDER_MS,
        loaded.slowInARow,
        Math.round(took),
        SET_ASIDE_MS / 1000,
      );
      loaded.slowInARow = 0;
      loaded.asideUntil = Date.now() + SET_ASIDE_MS;
    }
    return fragment;
  }

  /**
   * A remote's server render module, from its own build folder on this machine, loaded once and
   * loaded again when the file changes (a new build; a release is a new folder).
   */
  private renderModule(manifestUrl: string, file: string): LoadedModule | null {
    if (!isServedHere(manifestUrl)) return null;
    const folder = localBuildDir(manifestUrl, this.root, this.releases);
    if (!folder) return null;
    const path = join(folder, file);
    const cached = this.loaded.get(path);
    if (cached && Date.now() - cached.at < REREAD_AFTER_MS) return cached;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return this.remember(path, 0, null);
    }
    if (cached && cached.mtimeMs === mtimeMs) {
      cached.at = Date.now();
      return cached;
    }
    return this.load(path, file, mtimeMs);
  }

  /** The module at `path` (required afresh), remembered with its file's mtime. */
  private load(path: string, file: string, mtimeMs: number): LoadedModule {
    let module: RenderModule | null = null;
    try {
      delete this.requireModule.cache[path];
      const render = (this.requireModule(path) as Partial<RenderModule> | null)?.render;
      module = typeof render === 'function' ? { render } : null;
      if (!module) this.app.log.warn('%s exports no render(answer): the page goes without its markup', file);
    } catch (error) {
      this.app.log.warn('%s did not load (%s): the page goes without its markup', file, (error as Error).message);
    }
    return this.remember(path, mtimeMs, module);
  }

  private remember(path: string, mtimeMs: number, module: RenderModule | null): LoadedModule {
    const loaded = { at: Date.now(), mtimeMs, module, slowInARow: 0, asideUntil: 0 };
    this.loaded.set(path, loaded);
    return loaded;
  }
}
