import { CacheUpdatedMessageSchema, type CacheUpdatedMessage } from '@scambuddy/contracts';
import pg from 'pg';
import type { Database } from '../../db/database.js';

/**
 * What several server instances share about collection: only one collects at a time
 * (`pg_try_advisory_lock` on a dedicated connection, since the lock belongs to the session), and
 * "items were added" reaches every instance (`LISTEN/NOTIFY`). On PGlite there is only this
 * process, so both are in memory.
 */

/** Arbitrary constant shared by every instance (the migration lock is 727_302_001). */
export const COLLECTION_LOCK_ID = 727_302_006;
export const CACHE_UPDATED_CHANNEL = 'intel_cache_updated';
const LISTEN_RETRY_MS = 5_000;

export type CacheUpdatedListener = (message: CacheUpdatedMessage) => void;

export interface IntelCoordinator {
  /** Runs `task` when this instance holds the collection lock; null when another one does. */
  withCollectionLock<T>(task: () => Promise<T>): Promise<T | null>;
  /** Tells every instance (this one included) that items were added. */
  publish(message: CacheUpdatedMessage): Promise<void>;
  subscribe(listener: CacheUpdatedListener): void;
  close(): Promise<void>;
}

/** The node-postgres pool behind a PostgreSQL Database, when there is one. */
function poolOf(db: Database): pg.Pool | null {
  if (db.kind !== 'postgres') return null;
  const client = (db.orm as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export function createCoordinator(
  db: Database,
  onError: (error: unknown, what: string) => void,
): IntelCoordinator {
  const listeners = new Set<CacheUpdatedListener>();
  const deliver = (message: CacheUpdatedMessage) => {
    for (const listener of listeners) listener(message);
  };
  let collecting = false;
  const pool = poolOf(db);

  if (pool === null) {
    return {
      async withCollectionLock(task) {
        if (collecting) return null;
        collecting = true;
        try {
          return await task();
        } finally {
          collecting = false;
        }
      },
      async publish(message) {
        deliver(message);
      },
      subscribe: (listener) => void listeners.add(listener),
      async close() {
        listeners.clear();
      },
    };
  }

  let closed = false;
  let listenClient: pg.PoolClient | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  const releasers = new WeakMap<pg.PoolClient, (error?: Error) => void>();

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== CACHE_UPDATED_CHANNEL || notification.payload === undefined)
      return;
    try {
      const parsed = CacheUpdatedMessageSchema.safeParse(JSON.parse(notification.payload));
      if (parsed.success) deliver(parsed.data);
    } catch (error) {
      onError(error, 'unreadable cache-updated notification');
    }
  };

  const listen = async (): Promise<void> => {
    if (closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      onError(error, 'LISTEN failed');
      scheduleListen();
      return;
    }
    // A connection can fail after it was given back (the server went away, the test database was
    // dropped): releasing it a second time would throw, so each connection is released once.
    let released = false;
    const onConnectionError = (error: Error) => {
      if (released) return;
      onError(error, 'LISTEN connection lost');
      releaseConnection(error);
      scheduleListen();
    };
    const releaseConnection = (error?: Error) => {
      if (released) return;
      released = true;
      if (listenClient === client) listenClient = null;
      client.removeListener('notification', onNotification);
      client.removeListener('error', onConnectionError);
      client.release(error);
    };
    releasers.set(client, releaseConnection);
    client.on('notification', onNotification);
    client.on('error', onConnectionError);
    try {
      await client.query(`listen ${CACHE_UPDATED_CHANNEL}`);
      if (released) return;
      listenClient = client;
      if (closed) await stopListening();
    } catch (error) {
      if (released) return;
      onError(error, 'LISTEN failed');
      releaseConnection(error instanceof Error ? error : undefined);
      scheduleListen();
    }
  };
  const scheduleListen = () => {
    if (closed || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void listen();
    }, LISTEN_RETRY_MS);
    retryTimer.unref();
  };
  const stopListening = async () => {
    const client = listenClient;
    listenClient = null;
    if (client === null) return;
    client.removeListener('notification', onNotification);
    await client.query(`unlisten ${CACHE_UPDATED_CHANNEL}`).catch(() => undefined);
    releasers.get(client)?.();
  };
  const listening = listen();

  return {
    async withCollectionLock(task) {
      if (collecting) return null;
      collecting = true;
      try {
        const connection = await pool.connect();
        try {
          const result = await connection.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [COLLECTION_LOCK_ID],
          );
          if (result.rows[0]?.locked !== true) return null;
          try {
            return await task();
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [COLLECTION_LOCK_ID]);
          }
        } finally {
          connection.release();
        }
      } finally {
        collecting = false;
      }
    },
    async publish(message) {
      await listening;
      await pool.query('select pg_notify($1, $2)', [
        CACHE_UPDATED_CHANNEL,
        JSON.stringify(message),
      ]);
    },
    subscribe: (listener) => void listeners.add(listener),
    async close() {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      await listening;
      await stopListening();
      listeners.clear();
    },
  };
}
