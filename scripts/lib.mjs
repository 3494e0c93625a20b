import { spawn, spawnSync } from 'node:child_process';
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

/** Seconds since `start` (a Date.now()), one decimal. */
const secondsSince = (start) => Math.round((Date.now() - start) / 100) / 10;

/** One command of a step, run to its end; its output goes to `write` line by line, or straight through. */
function runStreamed(command, args, options, write) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: write ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (write) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) write(line);
        });
        stream.on('end', () => rest && write(rest));
      }
    }
    child.once('error', (error) => {
      console.error(`✖ ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * `npm test`'s steps and how long each took. A step is a name and its commands
 * ([command, args, options?], run one after another); `group` runs steps side by side, at most
 * `concurrency` at a time, each line of their output prefixed with the step's name, and stops the
 * run once the group is over if any step failed (the others finish first: every failure is told).
 */
export function stepTimer() {
  const started = Date.now();
  const done = [];
  const summary = () => {
    const width = Math.max(...done.map((step) => step.name.length));
    console.log('\nSteps (seconds, wall clock):');
    for (const step of done)
      console.log(`  ${step.ok ? '✓' : '✖'} ${step.name.padEnd(width)} ${String(step.seconds).padStart(7)}${step.group ? `  (beside: ${step.group})` : ''}`);
    console.log(`  total ${String(secondsSince(started)).padStart(width + 6)}`);
  };
  async function runStep(step, prefix, group) {
    const start = Date.now();
    let code = 0;
    for (const [command, args, options = {}] of step.commands) {
      code = await runStreamed(command, args, options, prefix ? (line) => process.stdout.write(`${prefix} ${line}\n`) : undefined);
      if (code !== 0) {
        console.error(`\n✖ ${step.name}: ${command} ${args.join(' ')} failed (exit ${code})`);
        break;
      }
    }
    done.push({ name: step.name, seconds: secondsSince(start), ok: code === 0, group });
    return code;
  }
  return {
    async group(steps, concurrency = steps.length) {
      const names = steps.map((step) => step.name);
      const alone = steps.length === 1 || concurrency === 1;
      if (alone) for (const step of steps) console.log(`\n▶ ${step.name}`);
      else console.log(`\n▶ side by side (${concurrency} at a time): ${names.join('; ')}`);
      const queue = [...steps];
      const codes = [];
      const lane = async () => {
        for (let step = queue.shift(); step; step = queue.shift()) {
          const group = alone ? '' : names.filter((name) => name !== step.name).join('; ');
          codes.push(await runStep(step, alone ? '' : `[${step.name}]`, group));
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, lane));
      if (codes.some((code) => code !== 0)) {
        summary();
        process.exit(codes.find((code) => code !== 0));
      }
    },
    summary,
  };
}

/** Installs exactly the lock file's dependencies when node_modules is missing or older than it. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Newest change under `target`; folders count too, so a deleted source file makes a build stale. */
function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than any of `inputs` (files or folders, from the root). */
function isStale(output, inputs) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  return fs.statSync(built).mtimeMs < sources;
}

/** Builds the SPA (with its precompressed copies) when dist is older than its sources or the contracts. */
export function ensureWebBuild() {
  if (!isStale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src', 'package-lock.json']))
    return;
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

/** Compiles the server when dist/server.js is older than its sources, the contracts or the build script. */
export function ensureServerBuild() {
  if (!isStale('apps/server/dist/server.js', ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src', 'package-lock.json'])) return;
  console.log('Compiling the server…');
  run('npm', ['run', 'build', '-w', 'apps/server']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FONT_DIR = process.env.VOUCHER_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';

/**
 * The browser journeys need Chromium and the vouchers DejaVu Sans. Missing ones are installed
 * when this process may (root with apt-get); otherwise it stops before the long steps, naming
 * the one command to run.
 */
export function ensureSystemPackages() {
  const missingPackages = () => [
    ...(fs.existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].every((font) => fs.existsSync(path.join(FONT_DIR, font))) ? [] : ['fonts-dejavu-core']),
  ];
  let missing = missingPackages();
  if (!missing.length) return;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (hasApt && process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(' and ')} (Debian packages)…`);
    run('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${missing.join(' ')} >/dev/null`], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    missing = missingPackages();
    if (!missing.length) return;
  }
  console.error(`\n✖ npm test needs ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'} first:\n`);
  console.error(hasApt ? `    sudo apt-get install -y ${missing.join(' ')}\n` : '    Chromium and the DejaVu Sans font from your system packages\n');
  console.error('(or point CHROMIUM_PATH at a Chromium and VOUCHER_FONT_DIR at a folder with DejaVuSans.ttf and DejaVuSans-Bold.ttf).');
  process.exit(1);
}
