import path from 'node:path';
import type { Config } from '../lib/config';
import { type Database, openPglite, openPostgres } from './client';

/** PostgreSQL server when DATABASE_URL is set, else embedded PGlite persisted in DATA_DIR/db. */
export function openDatabase(config: Config): Promise<Database> | Database {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dataDir: path.join(config.dataDir, 'db') });
}
