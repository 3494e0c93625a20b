import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { countStatement } from '../lib/statement-count';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * Both drivers expose the same query builder; we type the handle as the node-postgres one so the
 * modules never care which engine runs underneath (architecture.md: same code on both).
 */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (PostgreSQL LISTEN/NOTIFY:
   * how the workers of one server keep their caches in step). Resolves once listening; the
   * function it resolves to stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends `payload` on `channel` to every listener of this database, this process's included. */
  notify(channel: string, payload: string): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Counts the statements of a driver object that has `query` (and `exec`, PGlite's). */
function counted<T extends { query: (...args: never[]) => unknown; exec?: (...args: never[]) => unknown }>(client: T): T {
  for (const name of ['query', 'exec'] as const) {
    const send = client[name] as ((...args: unknown[]) => unknown) | undefined;
    if (!send) continue;
    (client as Record<string, unknown>)[name] = (...args: unknown[]) => {
      countStatement();
      return send.apply(client, args);
    };
  }
  return client;
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (server restart, dropped test database) must not
  // crash the process; the next query opens a new connection.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  pool.on('connect', (client) => void counted(client));
  // numeric stays a string (exact money); timestamptz becomes a Date by drizzle's column mapping.
  const db = drizzlePg(pool, { schema });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await Promise.all(listeners.splice(0).map((client) => client.end().catch(() => {})));
      await pool.end();
    },
    // A connection of its own, outside the pool: LISTEN holds it for the process's life.
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.error(`PostgreSQL listener: ${error.message}`));
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        const at = listeners.indexOf(client);
        if (at >= 0) listeners.splice(at, 1);
        await client.end().catch(() => {});
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = counted(await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir }));
  // A transaction's statements go through its own object.
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => Promise<unknown>) =>
    transaction((tx) => work(counted(tx)))) as typeof client.transaction;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    // Embedded: one process owns the database, so the only listeners are this process's own.
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}
