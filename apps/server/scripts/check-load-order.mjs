// Every server source file loads as an entry point of its own (issue 28): the modules import each
// other through their public entries (modules/<name>/index.ts), and an import cycle through them
// can evaluate a file before one it reads at load time ("Cannot access X before initialization").
// The server's bundle and the tests load in one order; a script or the bench that starts from
// another file loads in another. Each file is imported alone in a fresh Node (tsx), a few at once.
//   node apps/server/scripts/check-load-order.mjs        (about 1.5 minutes on 2 cores)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../src');
const files = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('test-data.ts') ? [full] : [];
  });
const entries = files(path.join(src, 'modules'));
const probe = `import(process.argv[1]).then(() => {}, (e) => { if (/before initialization/.test(e.message)) { console.log(e.message); process.exitCode = 1; } });`;
const failures = [];
let next = 0;
async function worker() {
  while (next < entries.length) {
    const file = entries[next++];
    const output = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', probe, file], { stdio: ['ignore', 'pipe', 'ignore'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('close', (code) => resolve(code ? text.trim() : ''));
    });
    if (output) failures.push(`${path.relative(src, file)}: ${output}`);
  }
}
await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism() * 2) }, worker));
if (failures.length) {
  console.error(`✖ ${failures.length} file(s) cannot load on their own:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`✓ ${entries.length} server files each load on their own`);
