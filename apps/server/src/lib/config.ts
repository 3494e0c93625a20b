import os from 'node:os';
import path from 'node:path';
import { isTimeZone } from './clock';

/** Configuration comes from the environment only (README: configuration table). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  tokenTtlHours: number;
  /** true: always load the demo (idempotent); false: never; undefined: on the first start of an empty embedded database. */
  demo: boolean | undefined;
  webDist: string;
  logLevel: string;
  /** Trust X-Forwarded-* (only behind a load balancer that sets them): the login limit counts per client IP. */
  /**
   * TRUST_PROXY: `1` trusts every X-Forwarded-For entry (only behind a proxy that replaces the
   * header); a comma-separated list of the proxies' addresses or CIDR ranges trusts only those,
   * so a client cannot choose its own address by sending the header (the login limits count it).
   */
  trustProxy: boolean | string;
  /** The agency's IANA time zone: business dates ("today") are counted in it. */
  timeZone: string;
  /**
   * Server processes (Node cluster workers) sharing the port: WORKERS, by default one per core
   * (at most 8) on a PostgreSQL server and 1 on embedded PGlite, which one process owns.
   */
  workers: number;
  /**
   * API_DOCS=1 serves the Swagger UI and the OpenAPI document at /api/docs (on under `npm run dev`);
   * off by default, where /api/docs and everything under it answer 404.
   */
  apiDocs: boolean;
  /**
   * Memory budgets of each worker's search caches, in MB (docs/decisions.md "Catalogue index
   * budget"): SEARCH_INDEX_MB the hotel catalogue in memory (default 256), SEARCH_ANSWERS_MB the
   * answers kept for repeated searches (default 32), SEARCH_PRICED_MB the priced destinations
   * (default 50, about a kilobyte per priced option).
   */
  searchCacheMb: { index: number; answers: number; priced: number };
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1 lets webhook endpoints point at private, loopback or link-local
   * addresses (tests, a partner's tool on the same network); refused otherwise (issue 34).
   */
  webhooksAllowPrivate: boolean;
};

/** A budget in MB: a positive whole number, else the default. */
function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65_536) throw new Error(`${name} "${text}" must be a whole number of megabytes from 1 to 65536.`);
  return value;
}

/** WORKERS as a whole number of processes; more than one needs a PostgreSQL server. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/**
 * Request logs are info: off unless asked (`LOG_LEVEL=info`), so `npm start` leaves its ready line
 * and the demo logins on screen; warnings and errors are always logged.
 */
function logLevelOf(text: string | undefined): string {
  const level = text?.trim() || 'warn';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL "${text}" must be one of ${LOG_LEVELS.join(', ')}.`);
  return level;
}

function workersOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  if (!env.WORKERS) return databaseUrl ? Math.min(os.availableParallelism(), 8) : 1;
  const workers = Number(env.WORKERS);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`WORKERS "${env.WORKERS}" must be a whole number from 1 to 64.`);
  if (workers > 1 && !databaseUrl) throw new Error(`WORKERS=${workers} needs DATABASE_URL: the embedded database (PGlite) belongs to one process.`);
  return workers;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const timeZone = env.TIME_ZONE || 'UTC';
  // A typo here would otherwise shift every "today" silently or fail on the first request.
  if (!isTimeZone(timeZone)) throw new Error(`TIME_ZONE "${timeZone}" is not a time zone name: use an IANA name such as UTC or Europe/Paris.`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 24 * 7),
    demo: env.DEMO === '1' ? true : env.DEMO === '0' ? false : undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    logLevel: logLevelOf(env.LOG_LEVEL),
    trustProxy: env.TRUST_PROXY === '1' ? true : env.TRUST_PROXY && env.TRUST_PROXY !== '0' ? env.TRUST_PROXY : false,
    timeZone,
    workers: workersOf(env, env.DATABASE_URL || undefined),
    apiDocs: env.API_DOCS === '1',
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1',
    searchCacheMb: {
      index: megabytes(env, 'SEARCH_INDEX_MB', 256),
      answers: megabytes(env, 'SEARCH_ANSWERS_MB', 32),
      priced: megabytes(env, 'SEARCH_PRICED_MB', 50),
    },
  };
}
