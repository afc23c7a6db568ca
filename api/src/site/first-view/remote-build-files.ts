import type { FastifyInstance } from 'fastify';
import { REREAD_AFTER_MS } from './reread-interval.js';

/** A same-origin manifest URL (a remote on another host is left to the runtime: its files are not ours to read). */
export function isServedHere(manifestUrl: string): boolean {
  return manifestUrl.startsWith('/') && !manifestUrl.startsWith('//');
}

/** The URL of the folder a manifest is in, with its final '/'. */
export function folderUrlOf(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** Reads a JSON file of a remote's build; null when it does not answer 200 or is not JSON. */
export type BuildJsonReader = (url: string) => Promise<unknown>;

/**
 * Same-origin build files (manifests) are read through the server's own routes,
 * so every static mount works, and kept for REREAD_AFTER_MS.
 */
export function createBuildJsonReader(app: FastifyInstance): BuildJsonReader {
  const files = new Map<string, { at: number; json: unknown }>();
  return async function readBuildJson(url) {
    const cached = files.get(url);
    if (cached && Date.now() - cached.at < REREAD_AFTER_MS) return cached.json;
    let json: unknown = null;
    try {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode === 200) json = response.json();
    } catch {
      json = null;
    }
    files.set(url, { at: Date.now(), json });
    return json;
  };
}
