import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel on which every API process announces writes that change product answers. */
export const CATALOGUE_CHANNEL = 'shophub_catalogue_changed';

/**
 * What a listener hears: the announcement's message, or null when it says nothing more than "something
 * changed": an announcement without a message, one too long to send, or announcements possibly missed (a
 * reconnect). Listeners treat null as "anything may have changed".
 */
export type ChangeListener = (message: string | null) => void;

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a longer message is sent as null. */
export const MAX_MESSAGE_BYTES = 7000;

export interface ChangeFeed {
  /** tell every process (this one included) that something changed; `message` says what (see ChangeListener) */
  announce(message?: string): Promise<void>;
  /** called on every announcement, and whenever announcements may have been missed (reconnect) */
  subscribe(listener: ChangeListener): void;
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
  const listeners: ChangeListener[] = [];
  return {
    live: true,
    async announce(message) {
      const sent = sendable(message);
      for (const listener of listeners) listener(sent);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}

/** The message as every process hears it: null if there is none or it is too long for a notification. */
function sendable(message: string | undefined): string | null {
  if (message === undefined || Buffer.byteLength(message) > MAX_MESSAGE_BYTES) return null;
  return message;
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
  const listeners: ChangeListener[] = [];
  const instance = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryDelayMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;
  const tell = (message: string | null) => {
    for (const listener of listeners) listener(message);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notification) => {
      if (notification.channel !== channel) return;
      // The payload is "<instance>" or "<instance> <message>"; this process's own were told when made.
      const payload = notification.payload ?? '';
      const space = payload.indexOf(' ');
      const from = space === -1 ? payload : payload.slice(0, space);
      if (from !== instance) tell(space === -1 ? null : payload.slice(space + 1));
    });
    next.on('error', (error) => log.warn({ err: { message: error.message } }, 'change feed connection failed'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      live = false;
      tell(null);
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    live = true;
    retryDelayMs = 250;
    tell(null);
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
    async announce(message) {
      // This process hears it now, not a round trip later: a read right after its own write must see it
      // (the search index stands aside until it has refreshed); other processes hear the notification.
      const sent = sendable(message);
      tell(sent);
      await pool.query('select pg_notify($1, $2)', [channel, sent === null ? instance : `${instance} ${sent}`]);
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
