// `npm start`: all set-up on a fresh clone, then the compiled server under Node (README).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureDependencies, ensureServerBuild, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
ensureServerBuild();
// A young generation of 3 x 64 MB (V8's default is 3 x 16 MB on 64-bit): a search allocates much
// short-lived data, and a smaller one promoted enough of it to make garbage collection a large
// part of a cold search (docs/decisions.md, "Engine in whole units" and "Performance: fourth
// pass"). Workers inherit the flags.
const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The server prints its own PID; a signal sent to this launcher instead is passed on to it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
