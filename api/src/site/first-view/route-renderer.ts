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
type LoadedModule = { at: number; mtimeMs: number; module: RenderModule | null };

/** A render slower than this is not worth its wait: the module is set aside until its file changes. */
const SLOW_RENDER_MS = 100;

/**
 * Renders a route's markup per request with a render module of the remote's build (`render(manifestUrl,
 * file, answer)`): the fragment, or null when there is no answer or the module is missing, throws or is slow.
 */
export class RouteRenderer {
  private readonly loaded = new Map<string, LoadedModule>();
  private readonly requireModule = createRequire(import.meta.url);

  constructor(
    private readonly app: FastifyInstance,
    private readonly root: string,
    private readonly releases: string,
  ) {}

  /** The route's markup rendered with its inlined answer; a render that throws or is slow gives none. */
  render(manifestUrl: string, file: string, answer: unknown): PrerenderedFragment | null {
    const module = this.renderModule(manifestUrl, file);
    if (!module || answer === undefined) return null;
    const started = performance.now();
    let fragment: PrerenderedFragment | null;
    try {
      fragment = asFragment(module.render(answer));
    } catch (error) {
      this.app.log.warn('%s threw (%s): the page goes without its markup', file, (error as Error).message);
      return null;
    }
    const took = performance.now() - started;
    if (took > SLOW_RENDER_MS) {
      this.app.log.warn('%s took %d ms: set aside until the file changes', file, Math.round(took));
      const folder = localBuildDir(manifestUrl, this.root, this.releases);
      const cached = folder ? this.loaded.get(join(folder, file)) : undefined;
      if (cached) cached.module = null;
    }
    return fragment;
  }

  /**
   * A remote's server render module, from its own build folder on this machine, loaded once and
   * loaded again when the file changes (a new build; a release is a new folder).
   */
  private renderModule(manifestUrl: string, file: string): RenderModule | null {
    if (!isServedHere(manifestUrl)) return null;
    const folder = localBuildDir(manifestUrl, this.root, this.releases);
    if (!folder) return null;
    const path = join(folder, file);
    const cached = this.loaded.get(path);
    if (cached && Date.now() - cached.at < REREAD_AFTER_MS) return cached.module;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      this.loaded.set(path, { at: Date.now(), mtimeMs: 0, module: null });
      return null;
    }
    if (cached && cached.mtimeMs === mtimeMs) {
      cached.at = Date.now();
      return cached.module;
    }
    return this.load(path, file, mtimeMs);
  }

  /** The module at `path` (required afresh), remembered with its file's mtime. */
  private load(path: string, file: string, mtimeMs: number): RenderModule | null {
    let module: RenderModule | null = null;
    try {
      delete this.requireModule.cache[path];
      const render = (this.requireModule(path) as Partial<RenderModule> | null)?.render;
      module = typeof render === 'function' ? { render } : null;
      if (!module) this.app.log.warn('%s exports no render(answer): the page goes without its markup', file);
    } catch (error) {
      this.app.log.warn('%s did not load (%s): the page goes without its markup', file, (error as Error).message);
    }
    this.loaded.set(path, { at: Date.now(), mtimeMs, module });
    return module;
  }
}
