import type { FastifyInstance } from 'fastify';
import { readDefaultRemotesMap, readRemotesMap, remotesConfigPath, type RemotesMap } from './site-config.js';

let lastGood: RemotesMap | null = null;
let reportedProblem: string | null = null;

/**
 * The live remotes map, read on every call so a promote, a rollback or an operator's edit takes
 * effect on the next page load. A map that does not parse or check (a hand edit with a trailing
 * comma) leaves the last good one live: one broken file must not take down every slice. The
 * problem is logged once, not on every request, and its end is logged too.
 * @returns the map to serve, or null when no good map has been read since the server started
 */
export function readLiveRemotesMap({ config, log }: Pick<FastifyInstance, 'config' | 'log'>): RemotesMap | null {
  const file = remotesConfigPath(config);
  try {
    lastGood = file ? readRemotesMap(file) : readDefaultRemotesMap();
    if (reportedProblem) log.info('the remotes map %s is valid again and live', file ?? 'of the slice registry');
    reportedProblem = null;
  } catch (error) {
    const problem = (error as Error).message;
    if (problem !== reportedProblem) {
      log.error(
        lastGood
          ? 'the remotes map is broken, the last good map stays live: %s'
          : 'the remotes map is broken and no good map has been read yet: %s',
        problem,
      );
      reportedProblem = problem;
    }
  }
  return lastGood;
}
