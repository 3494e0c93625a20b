// `npm start`: all set-up on a fresh clone, then the compiled server under Node (README).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureDependencies, ensureServerBuild, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
ensureServerBuild();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { cwd: root, stdio: 'inherit', env: process.env });
// The server prints its own PID; a signal sent to this launcher instead is passed on to it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
