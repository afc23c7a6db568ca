import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  postgresReleaseStateStore,
  type Canary,
  type ReleaseState,
  type ReleaseStateStore,
  type RemotesMap,
} from 'shared-ui/contract';
import { readLiveRemotesMap } from '../live-remotes-map.js';
import { releaseRoot, remotesConfigPath, repositoryRoot } from '../site-config.js';
import {
  fileReleaseStateStore,
  filePreviewSecret,
  postgresPreviewSecret,
  type ReleaseStateFiles,
} from './release-state-files.js';

export interface LiveReleases {
  /** where the state is kept; the canary decider writes through it */
  store: ReleaseStateStore;
  /** the stable map this process serves now (the last good one), or null when none could be read */
  stableMap(): RemotesMap | null;
  canaries(): Record<string, Canary>;
  /** PREVIEW_SECRET, else the generated one */
  previewSecret(): Promise<string>;
  /** reads the state again now (after this process changed it) */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveReleases: LiveReleases;
  }
}

export function releaseStateFiles(config: FastifyInstance['config']): ReleaseStateFiles {
  const root = releaseRoot(config);
  const configured = config.REMOTES_CONFIG;
  return {
    currentMapFile: remotesConfigPath(config),
    mapFile: configured ? (remotesConfigPath(config) ?? join(repositoryRoot, configured)) : join(root, 'remotes.json'),
    historyFile: join(root, 'live-history.json'),
    canariesFile: join(root, 'canaries.json'),
    root,
  };
}

/**
 * The release state as this process serves it. On PGlite it is the files the release tools write,
 * read on each request as the map always was. On PostgreSQL it is the release_state table, read at
 * start and again whenever the change feed says another process (a tool, the decider) wrote it;
 * until a first promote there, the map file (or the default map) stays live.
 */
export default fp(
  async function releaseStatePlugin(app: FastifyInstance) {
    const files = releaseStateFiles(app.config);
    let lastGoodCanaries: Record<string, Canary> = {};
    const readCanaryFile = () => {
      if (!existsSync(files.canariesFile)) return (lastGoodCanaries = {});
      try {
        lastGoodCanaries = JSON.parse(readFileSync(files.canariesFile, 'utf8')) as Record<string, Canary>;
      } catch (error) {
        app.log.error(
          'the canaries file %s is unreadable, the last good one stays: %s',
          files.canariesFile,
          (error as Error).message,
        );
      }
      return lastGoodCanaries;
    };
    let secret: Promise<string> | undefined;
    const pool = app.dbPool;

    if (app.dbKind !== 'postgres' || !pool) {
      const store = fileReleaseStateStore(files);
      app.decorate('liveReleases', {
        store,
        stableMap: () => readLiveRemotesMap(app),
        canaries: readCanaryFile,
        previewSecret: () => (secret ??= Promise.resolve(app.config.PREVIEW_SECRET ?? filePreviewSecret(files.root))),
        refresh: async () => {},
      } satisfies LiveReleases);
      return;
    }

    const store = postgresReleaseStateStore(pool);
    let state: ReleaseState = await store.read();
    let reading: Promise<void> | null = null;
    let readAgain = false;
    // A write announced while a read is under way may not be in it: read once more after it.
    const refresh = (): Promise<void> => {
      if (reading) {
        readAgain = true;
        return reading;
      }
      reading = (async () => {
        do {
          readAgain = false;
          try {
            state = await store.read();
          } catch (error) {
            app.log.warn({ err: { message: (error as Error).message } }, 'cannot read the release state');
          }
        } while (readAgain);
        reading = null;
      })();
      return reading;
    };
    app.releasesFeed.subscribe(() => void refresh());
    app.decorate('liveReleases', {
      store,
      stableMap: () => state.map ?? readLiveRemotesMap(app),
      canaries: () => state.canaries,
      previewSecret: () =>
        (secret ??= app.config.PREVIEW_SECRET ? Promise.resolve(app.config.PREVIEW_SECRET) : postgresPreviewSecret(pool)),
      refresh,
    } satisfies LiveReleases);
  },
  { name: 'release-state', dependencies: ['database', 'env'] },
);
