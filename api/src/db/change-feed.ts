import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel on which every API process announces writes that change product answers. */
export const CATALOGUE_CHANNEL = 'shophub_catalogue_changed';

export interface ChangeFeed {
  /** tell every process (this one included) that product answers changed */
  announce(): Promise<void>;
  /** called on every announcement, and whenever announcements may have been missed (reconnect) */
  subscribe(listener: () => void): void;
  /** false while a PostgreSQL listener is not connected: announcements may be missed, so caching must pause */
  readonly live: boolean;
  close(): Promise<void>;
}

interface Logger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

/** One process, one database (PGlite): announcements only need to reach this process. */
export function localChangeFeed(): ChangeFeed {
  const listeners: (() => void)[] = [];
  return {
    live: true,
    async announce() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}

/**
 * Several processes on one PostgreSQL: LISTEN on a dedicated connection, NOTIFY through the pool.
 * If the listening connection drops, it reconnects with back-off; until then `live` is false (the
 * answer cache stops caching), and on reconnecting listeners are told, since changes may have been missed.
 */
export async function postgresChangeFeed(
  url: string,
  pool: pg.Pool,
  log: Logger,
  channel: string = CATALOGUE_CHANNEL,
): Promise<ChangeFeed> {
  const listeners: (() => void)[] = [];
  const instance = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryDelayMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;
  const tell = () => {
    for (const listener of listeners) listener();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      // This process's own announcements were told when made (see announce()).
      if (message.channel === channel && message.payload !== instance) tell();
    });
    next.on('error', (error) => log.warn({ err: { message: error.message } }, 'change feed connection failed'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      live = false;
      tell();
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    live = true;
    retryDelayMs = 250;
    tell();
  };
  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect().catch((error: Error) => {
        log.warn({ err: { message: error.message } }, 'change feed: cannot reconnect yet');
        retryDelayMs = Math.min(retryDelayMs * 2, 10_000);
        if (!closed) scheduleReconnect();
      });
    }, retryDelayMs);
    retryTimer.unref();
  };

  await connect();
  log.info({ channel, instance }, 'listening for changes from other API processes');
  return {
    get live() {
      return live;
    },
    async announce() {
      // This process hears it now, not a round trip later: a read right after its own write must see it
      // (the search index stands aside until it has refreshed); other processes hear the notification.
      tell();
      await pool.query('select pg_notify($1, $2)', [channel, instance]);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      live = false;
      await current?.end();
    },
  };
}
