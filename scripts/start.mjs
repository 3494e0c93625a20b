// `npm start`: all set-up on a fresh clone, then serve (README).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, ['apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
