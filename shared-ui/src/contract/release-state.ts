// The release state promote, rollback, preview and the canary decider share: the stable remotes
// map, the history of what was live, and the canaries, and how each change transforms it. The
// release tools load this file straight from its TypeScript (Node strips the types) and the API
// imports it from the contract, so both change the state with the same code. Where it is kept:
// files in the release root (one process), or the release_state table in PostgreSQL, whose store
// is here too (it needs nothing but a pool's query). Imports types only.
import type { PreviousRelease, RemoteEntry, RemotesMap } from './remotes-map.js';

/** The PostgreSQL channel on which every write of the release state is announced. */
export const RELEASES_CHANNEL = 'shophub_releases_changed';

/** The steps a healthy canary climbs (percent of visitors); 100 finishes it. */
export const CANARY_STEPS = [10, 50, 100] as const;

export interface HistoryEvent {
  at: string;
  action: 'promote' | 'rollback' | 'canary' | 'canary-step' | 'canary-rollback';
  slice: string;
  from: string;
  to: string;
  percent?: number;
  /** who decided: a person with the tools, or the canary decider */
  by?: 'tool' | 'decider';
  /** what the decider saw: sessions and error rates of the canary and the stable release */
  numbers?: Record<string, number | null>;
}

export interface ReleaseHistory {
  /** per slice, what was live, oldest first; the top is live now */
  slices: Record<string, RemoteEntry[]>;
  events: HistoryEvent[];
}

export interface Canary {
  /** the entry the canary's visitors get (channel and previous are added per visitor) */
  remote: RemoteEntry;
  percent: number;
  startedAt: string;
  /** when the percent last changed: the decider's minimum time per step counts from here */
  steppedAt: string;
}

export interface ReleaseState {
  /** the stable map; null before the first promote (the default map is live) */
  map: RemotesMap | null;
  history: ReleaseHistory;
  canaries: Record<string, Canary>;
}

export interface ReleaseStateStore {
  readonly kind: 'file' | 'postgres';
  read(): Promise<ReleaseState>;
  /** Runs `change` on the current state under the store's lock and keeps what it returns. */
  update<T>(change: (state: ReleaseState) => Promise<{ state: ReleaseState; result: T }>): Promise<T>;
}

export const emptyHistory = (): ReleaseHistory => ({ slices: {}, events: [] });

/** What a history stack keeps of an entry: what was live, not what one visitor was served. */
export function stableEntry(remote: RemoteEntry): RemoteEntry {
  const { previous: _previous, channel: _channel, ...entry } = remote;
  return entry;
}

export function asPrevious(remote: RemoteEntry | undefined): PreviousRelease | undefined {
  return remote?.release ? { entry: remote.entry, release: remote.release } : undefined;
}

export function describeEntry(remote: RemoteEntry | undefined): string {
  return remote?.release ? remote.release.id : (remote?.entry ?? 'nothing');
}

const withPrevious = (remote: RemoteEntry, previous: RemoteEntry | undefined): RemoteEntry => {
  const named = asPrevious(previous);
  return named ? { ...stableEntry(remote), previous: named } : stableEntry(remote);
};

/** The state is plain JSON: a deep copy is a round trip. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Makes `remote` the stable release of `slice`, ending a canary of the slice if there is one (a
 * plain promote finishes a canary). `base` is the map live now.
 */
export function applyPromote(
  state: ReleaseState,
  base: RemotesMap,
  slice: string,
  remote: RemoteEntry,
  { now, by = 'tool' }: { now: Date; by?: HistoryEvent['by'] },
): ReleaseState {
  const next = copy(state);
  const current = base[slice];
  const stack = next.history.slices[slice] ?? [];
  if (stack.length === 0 && current) stack.push(stableEntry(current));
  stack.push(stableEntry(remote));
  next.history.slices[slice] = stack;
  next.map = { ...base, [slice]: withPrevious(remote, current) };
  delete next.canaries[slice];
  next.history.events.push({
    at: now.toISOString(),
    action: 'promote',
    slice,
    from: describeEntry(current),
    to: describeEntry(remote),
    by,
  });
  return next;
}

/** Starts a canary of `remote` at `percent`, or widens (narrows) the running one of the same release. */
export function applyCanary(
  state: ReleaseState,
  base: RemotesMap,
  slice: string,
  remote: RemoteEntry,
  percent: number,
  { now, by = 'tool' }: { now: Date; by?: HistoryEvent['by'] },
): ReleaseState {
  const next = copy(state);
  const running = next.canaries[slice];
  if (running && running.remote.release?.id !== remote.release?.id) {
    throw new Error(
      `${slice} already has a canary of ${describeEntry(running.remote)} at ${running.percent} %: promote it or roll it back first`,
    );
  }
  next.canaries[slice] = {
    remote: stableEntry(remote),
    percent,
    startedAt: running?.startedAt ?? now.toISOString(),
    steppedAt: now.toISOString(),
  };
  next.history.events.push({
    at: now.toISOString(),
    action: running ? 'canary-step' : 'canary',
    slice,
    from: describeEntry(base[slice]),
    to: describeEntry(remote),
    percent,
    by,
  });
  return next;
}

/** Ends the canary of `slice` at once: everyone is on the stable release again. */
export function applyCanaryRollback(
  state: ReleaseState,
  base: RemotesMap,
  slice: string,
  { now, by = 'tool', numbers }: { now: Date; by?: HistoryEvent['by']; numbers?: HistoryEvent['numbers'] },
): { state: ReleaseState; from: string; to: string } {
  const next = copy(state);
  const canary = next.canaries[slice];
  if (!canary) throw new Error(`${slice} has no canary`);
  delete next.canaries[slice];
  const from = describeEntry(canary.remote);
  const to = describeEntry(base[slice]);
  next.history.events.push({
    at: now.toISOString(),
    action: 'canary-rollback',
    slice,
    from,
    to,
    percent: canary.percent,
    by,
    ...(numbers ? { numbers } : {}),
  });
  return { state: next, from, to };
}

/** Makes live again what was live before the current stable release of `slice`. */
export function applyRollback(
  state: ReleaseState,
  base: RemotesMap,
  slice: string,
  { now }: { now: Date },
): { state: ReleaseState; remote: RemoteEntry; from: string; to: string } {
  const next = copy(state);
  const stack = next.history.slices[slice] ?? [];
  if (stack.length < 2) throw new Error(`${slice} has no earlier live release to return to`);
  const current = base[slice];
  const earlier = stack[stack.length - 2]!;
  const restored = earlier.release ? { ...earlier, release: { ...earlier.release, liveSince: now.toISOString() } } : earlier;
  stack.splice(stack.length - 2, 2, restored);
  next.history.slices[slice] = stack;
  next.map = { ...base, [slice]: withPrevious(restored, stack[stack.length - 2]) };
  const from = describeEntry(current);
  const to = describeEntry(restored);
  next.history.events.push({ at: now.toISOString(), action: 'rollback', slice, from, to, by: 'tool' });
  return { state: next, remote: next.map[slice]!, from, to };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: several API processes. One row per part of the state; every write under one advisory
// lock, announced on RELEASES_CHANNEL (delivered when the transaction commits).

/** What the store needs of a node-postgres pool. */
export interface QueryPool {
  connect(): Promise<{
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    release(): void;
  }>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

// Any constant of our own: the transaction-level advisory lock every writer of the release state takes.
export const RELEASE_STATE_LOCK = 0x5_1_1ce_57;

function stateFromRows(rows: Record<string, unknown>[]): ReleaseState {
  const byName = new Map(rows.map((row) => [row.name as string, row.document]));
  return {
    map: (byName.get('map') as RemotesMap | undefined) ?? null,
    history: (byName.get('history') as ReleaseHistory | undefined) ?? emptyHistory(),
    canaries: (byName.get('canaries') as Record<string, Canary> | undefined) ?? {},
  };
}

export function postgresReleaseStateStore(pool: QueryPool): ReleaseStateStore {
  return {
    kind: 'postgres',
    read: async () => stateFromRows((await pool.query('select name, document from release_state')).rows),
    async update(change) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [RELEASE_STATE_LOCK]);
        const before = stateFromRows((await client.query('select name, document from release_state')).rows);
        const { state, result } = await change(copy(before));
        const parts: [string, unknown, unknown][] = [
          ['map', state.map, before.map],
          ['history', state.history, before.history],
          ['canaries', state.canaries, before.canaries],
        ];
        for (const [name, value, old] of parts) {
          if (value === null || JSON.stringify(value) === JSON.stringify(old)) continue;
          await client.query(
            `insert into release_state (name, document, updated_at) values ($1, $2::jsonb, now())
             on conflict (name) do update set document = excluded.document, updated_at = now()`,
            [name, JSON.stringify(value)],
          );
        }
        await client.query('select pg_notify($1, $2)', [RELEASES_CHANNEL, 'release-state']);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
