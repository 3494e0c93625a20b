import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const ADMIN = { email: 'root@e2e.test', password: 'Root#e2e-2026' };
const root = path.resolve(import.meta.dirname, '../..');

/** A port the OS has just handed out as free (listening on port 0). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

type Started = { server: ChildProcess; baseUrl: string; output: () => string };

/** The compiled server on its own embedded database in `dataDir`, once it answers its health check. */
async function startServer(dataDir: string): Promise<Started | 'port taken'> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The flags `npm start` gives it (scripts/start.mjs): the young generation a search needs.
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', 'apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      // The partners journey's webhook receiver listens on 127.0.0.1 (issue 34; refused without it).
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  // Generous: on a loaded machine several shards migrate and seed their databases at once.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) {
      // Another process took the port between the OS naming it and the server binding it.
      if (output.includes('EADDRINUSE')) return 'port taken';
      throw new Error(`server exited:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return { server, baseUrl, output: () => output };
    } catch {}
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`server did not answer its health check within 300 seconds:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts the real product (built SPA + compiled API) on a fresh embedded database, the way
 * `npm start` does, on a port the OS picks, and hands its address to the journeys. Each shard of
 * `npm test -w e2e` (support/shards.mjs) is its own vitest run, so each has its own server and database.
 */
export default async function setup(project: TestProject) {
  // The server is recompiled when its sources changed (about a second), so a journey never
  // runs against yesterday's server; the SPA is built by `npm test` / `npm run test:e2e`. The
  // shard runner compiles it once before starting the shards (E2E_SERVER_BUILT), so shards never
  // write dist/ at the same time.
  if (process.env.E2E_SERVER_BUILT !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`compiling the server failed:\n${build.stdout}${build.stderr}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-'));
  let started: Started | 'port taken' = 'port taken';
  for (let attempt = 0; attempt < 5 && started === 'port taken'; attempt++) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    started = await startServer(dataDir);
  }
  if (started === 'port taken') throw new Error('five ports the OS named free were taken before the server could bind them');
  const { server, baseUrl } = started;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
