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
  trustProxy: boolean;
  /** The agency's IANA time zone: business dates ("today") are counted in it. */
  timeZone: string;
};

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
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    timeZone,
  };
}
