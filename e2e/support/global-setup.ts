import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const ADMIN = { email: 'root@e2e.test', password: 'Root#e2e-2026' };
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real product (built SPA + compiled API) on a fresh embedded database, the way
 * `npm start` does, and hands its address to the journeys.
 */
export default async function setup(project: TestProject) {
  // The server is recompiled when its sources changed (about a second), so a journey never
  // runs against yesterday's server; the SPA is built by `npm test` / `npm run test:e2e`.
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`compiling the server failed:\n${build.stdout}${build.stderr}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
