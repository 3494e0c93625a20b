// `npm test -w e2e`: the browser journeys in shards that run side by side. Each shard is its own
// vitest run (vitest.config.ts reads its journeys from E2E_FILES), so each has its own server on a
// port the OS picks and its own embedded database (support/global-setup.ts), and runs its journeys
// one after another with one browser. Journeys that change settings other journeys read are only
// ever sharded with each other, never with the rest.
//
//   npm test -w e2e                     every journey, in E2E_SHARDS shards (default: by core count)
//   npm test -w e2e -- auth users       only these journeys, in one run (vitest's own filters)
//   npm test -w e2e -- --plan           which journeys each shard would run
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const e2eDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(e2eDir, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

/**
 * Journeys that change what every page of the site reads: the site settings and feature modules
 * (switched on for a journey and back after it), the menus and home offers, the currency rates,
 * the hotel markups. They are sharded only with each other, so a journey outside them never meets
 * their changes, even while one is under way. Found from the journey's text: it names a settings
 * API path or page ('settings/…', '/settings/…'), or calls switchSiteSettings or a support helper
 * that does (enableFlightSearch, …). A new journey is classified without being listed here.
 */
const READS_SETTINGS_ONLY = new Set([
  'comfort-backoffice.e2e.ts', // reads settings/site and opens /settings/site without saving: it may share a shard with anyone
  'axe-sweep.e2e.ts', // opens the settings pages to check them, saves nothing
]);
function settingsSwitchers() {
  const names = ['switchSiteSettings'];
  for (const file of fs.readdirSync(path.join(e2eDir, 'support')).filter((f) => f.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(e2eDir, 'support', file), 'utf8');
    // Each exported function up to the next export: a switcher when its body calls switchSiteSettings.
    for (const [, name, body] of source.matchAll(/export (?:async )?function (\w+)([\s\S]*?)(?=\nexport |$)/g)) {
      if (name !== 'switchSiteSettings' && /\bswitchSiteSettings\(/.test(body)) names.push(name);
    }
  }
  return names;
}
function changesSettings(file, switchers) {
  if (READS_SETTINGS_ONLY.has(file)) return false;
  const source = fs.readFileSync(path.join(e2eDir, file), 'utf8');
  return /[`'"]\/?settings\//.test(source) || switchers.some((name) => new RegExp(`\\b${name}\\(`).test(source));
}

/**
 * About how many seconds each journey takes alone on the 2-core CI machine (its line in a run's
 * output, rounded), to balance the shards; a journey not listed counts as DEFAULT_SECONDS.
 */
const SECONDS = {
  'auth.e2e.ts': 30,
  'axe-sweep.e2e.ts': 110,
  'booking-add.e2e.ts': 45,
  'booking-documents.e2e.ts': 15,
  'booking-edit.e2e.ts': 35,
  'booking-passengers.e2e.ts': 15,
  'comfort-backoffice.e2e.ts': 60,
  'comfort-dates.e2e.ts': 30,
  'comfort-feedback.e2e.ts': 40,
  'comfort-results.e2e.ts': 20,
  'content.e2e.ts': 40,
  'flight-booking.e2e.ts': 30,
  'flights.e2e.ts': 55,
  'guards.e2e.ts': 35,
  'hotel-currency.e2e.ts': 15,
  'hotels.e2e.ts': 45,
  'package-booking.e2e.ts': 70,
  'pricing-grid.e2e.ts': 20,
  'settings.e2e.ts': 35,
  'site-settings.e2e.ts': 30,
  'storefront.e2e.ts': 40,
  'tours.e2e.ts': 35,
  'transfer-visa-booking.e2e.ts': 45,
  'transfers.e2e.ts': 60,
  'traveller-documents.e2e.ts': 20,
  'users.e2e.ts': 30,
  'visas.e2e.ts': 40,
  'wizard-url.e2e.ts': 20,
};
const DEFAULT_SECONDS = 35;

/** Longest first, each onto the shard with the least work so far. */
function balance(files, shards) {
  const bins = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  const weight = (file) => SECONDS[file] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const bin = bins.reduce((least, b) => (b.seconds < least.seconds ? b : least));
    bin.seconds += weight(file);
    bin.files.push(file);
  }
  return bins.filter((bin) => bin.files.length);
}

/** `count` shards: the settings journeys on as many of them as their share of the work asks (at least one), the rest on the others. */
function plan(files, count) {
  const switchers = settingsSwitchers();
  const settings = files.filter((file) => changesSettings(file, switchers));
  const others = files.filter((file) => !settings.includes(file));
  if (!settings.length || !others.length || count < 2) return balance(files, Math.max(1, count)).map((bin) => ({ ...bin, settings: !others.length }));
  const seconds = (list) => list.reduce((sum, file) => sum + (SECONDS[file] ?? DEFAULT_SECONDS), 0);
  const settingsShards = Math.min(count - 1, Math.max(1, Math.round((count * seconds(settings)) / seconds([...settings, ...others]))));
  return [
    ...balance(settings, settingsShards).map((bin) => ({ ...bin, settings: true })),
    ...balance(others, count - settingsShards).map((bin) => ({ ...bin, settings: false })),
  ];
}

function runVitest(args, env, label) {
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    cwd: e2eDir,
    env: { ...process.env, ...env },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (label) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${label} ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${label} ${rest}\n`));
    }
  }
  return child;
}

const exitCode = (child) => new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const args = process.argv.slice(2);
const planOnly = args[0] === '--plan';
const journeys = fs
  .readdirSync(e2eDir)
  .filter((file) => file.endsWith('.e2e.ts'))
  .sort();
const count = Number(process.env.E2E_SHARDS || Math.min(4, os.availableParallelism() + 1));
if (!Number.isInteger(count) || count < 1) {
  console.error(`E2E_SHARDS "${process.env.E2E_SHARDS}" must be a whole number of shards, 1 or more.`);
  process.exit(1);
}
const shards = plan(journeys, count);
if (!args.length || planOnly) {
  console.log(`${journeys.length} journeys in ${shards.length} shards, each with its own server and database:`);
  for (const [i, shard] of shards.entries())
    console.log(`  [${i + 1}/${shards.length}]${shard.settings ? ' (settings)' : ''} ~${shard.seconds} s: ${shard.files.join(' ')}`);
}
if (planOnly) process.exit(0);

// The server is compiled once here, not by each shard's global setup at the same time.
const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (args.length) process.exit(await exitCode(runVitest(args, { E2E_SERVER_BUILT: '1' })));

const started = Date.now();

const children = shards.map((shard, i) => runVitest([], { E2E_FILES: shard.files.join(','), E2E_SERVER_BUILT: '1' }, `[${i + 1}/${shards.length}]`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
const results = await Promise.all(children.map(async (child) => ({ code: await exitCode(child), seconds: Math.round((Date.now() - started) / 1000) })));
console.log('\nbrowser journeys by shard:');
for (const [i, { code, seconds }] of results.entries())
  console.log(`  [${i + 1}/${shards.length}] ${code ? `✖ failed (exit ${code})` : '✓ passed'} in ${seconds} s`);
const failed = results.filter(({ code }) => code).length;
console.log(
  `${failed ? `✖ ${failed} of ${shards.length} shards failed` : `✓ all ${shards.length} shards passed`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
