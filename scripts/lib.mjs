import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  // `npm install` honours the lock file; `npm ci` refuses it here because the registry lacks
  // some of biome's optional platform packages.
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the SPA when dist is missing or older than its sources or the contracts. */
export function ensureWebBuild() {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(web, 'src')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    fs.statSync(path.join(web, 'index.html')).mtimeMs,
    fs.statSync(path.join(web, 'vite.config.ts')).mtimeMs,
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
