/**
 * `npm run bench:lighthouse`: Lighthouse mobile performance of the storefront's first pages
 * (issue 17 point 4), measured against the production build.
 *
 * Builds the web app and the server when their sources changed (scripts/build-if-stale.mjs),
 * starts the compiled server (apps/server/dist/server.js, as `npm start` does) on a free port of
 * 127.0.0.1 with a fresh embedded database in a temporary DATA_DIR and the demo data (DEMO=1),
 * then runs Lighthouse (the npm package, its default mobile settings: a Moto G Power screen,
 * simulated slow 4G and a 4x slower CPU; performance category only) in Debian's Chromium on
 * `/`, a `/search?...` of the demo catalogue that finds hotels, `/login`, and (issue 32) My Bookings
 * `/bookings` logged in as the demo agent (its session put in the browser's storage before
 * Lighthouse loads the page, which then keeps it), `--runs` times each.
 * Writes bench/results/lighthouse-<date>.md (the table, the machine, its load) and the median
 * run's whole report of every page as JSON next to it, and prints the table. See bench/README.md.
 *
 * Options: --runs=3 (runs per page; the table shows the medians) --pages=home,search,login,bookings
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { fillCity } from './demo-hotels';

const ROOT = path.resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium as root in a container: no sandbox, no GPU, nothing it would fetch from the network by itself. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Everything is stopped after this, whatever hangs. */
const WATCHDOG_MS = 20 * 60_000;

/** Issue 17 point 4, per page. */
const TARGET = { score: 90, lcpMs: 2500, cls: 0.1 };

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const RUNS = Number(args.runs ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) throw new Error('--runs must be a whole number from 1 to 15');
const PAGES = String(args.pages ?? 'home,search,login,bookings').split(',');
for (const page of PAGES)
  if (!['home', 'search', 'login', 'bookings'].includes(page)) throw new Error(`Unknown page "${page}": name home, search, login or bookings`);
/** The demo agency's login (apps/server/src/demo/seed.ts): My Bookings is measured as it sees it. */
/** Hotels in the measured search's city: the results page shows 20 cards a page. */
const SEARCH_CARDS = 20;
const DEMO_AGENT = { email: 'agent@traveldesk.test', password: 'Agent#2026' };

const log = (message: string) => console.error(`[lighthouse] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------- the production server

/** The compiled server with the demo data in its own temporary DATA_DIR. */
class Server {
  private output = '';
  private exited = false;
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', () => {
      this.exited = true;
    });
  }

  static async start(dataDir: string): Promise<Server> {
    const port = await freePort();
    const url = `http://${HOST}:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'root@lighthouse.test',
      ADMIN_PASSWORD: 'Root#lighthouse-2026',
    };
    // The embedded database, whatever the caller's environment says.
    delete env.DATABASE_URL;
    delete env.WORKERS;
    const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = new Server(child, url);
    // The first start loads the demo catalogue, flights and bookings: allow it time on a busy machine.
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (server.exited) throw new Error(`The server stopped while starting:\n${server.output}`);
      const res = await fetch(`${url}/api/v1/health`).catch(() => null);
      if (res?.ok) return server;
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`The server did not answer within 180 s:\n${server.output}`);
      }
      await sleep(250);
    }
  }

  async get<T>(apiPath: string): Promise<T> {
    const res = await fetch(`${this.url}/api/v1/${apiPath}`);
    if (!res.ok) throw new Error(`GET ${apiPath} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as T;
  }

  async stop() {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    if (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) return;
    this.child.kill('SIGKILL');
    await Promise.race([exited, sleep(5_000)]);
  }
}

/**
 * The results page as the search form's Hotels tab opens it: Paris, a week a month after the
 * server's today (its agency clock, not this machine's), one room of 2 adults, German
 * nationality. Checked first through the API: the page must show hotels.
 */
async function demoSearchPath(server: Server): Promise<string> {
  const { today } = await server.get<{ today: string }>('global-settings');
  const destinations = await server.get<{ entities: { value: number; label: string; isSub: boolean }[] }>('destinations/to?text=Paris');
  const paris = destinations.entities.find((d) => d.label === 'Paris' && d.isSub);
  const nationalities = await server.get<{ entities: { value: number; label: string }[] }>('destinations/nationality');
  const germany = nationalities.entities.find((n) => n.label === 'Germany');
  if (!paris || !germany) throw new Error('The demo data has no Paris or no Germany: the search page would measure an empty form.');
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const query = {
    searchMode: 'hotel',
    toId: String(paris.value),
    toName: paris.label,
    nationalityId: String(germany.value),
    startDate: day(30),
    endDate: day(37),
    rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
    filters: '{}',
  };
  const api = new URLSearchParams(query);
  api.delete('toName');
  api.delete('filters');
  const found = await server.get<{ total: number }>(`search?${api}`);
  if (!found.total) throw new Error(`The demo search (${api}) found no hotel: the results page would measure an empty list.`);
  log(`search page: Paris, ${query.startDate} to ${query.endDate}, ${found.total} hotels`);
  return `/search?${new URLSearchParams(query)}`;
}

/** The demo agent logged in through the API, its session as the web app keeps it. */
async function agentLogin(server: Server): Promise<Login> {
  const res = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_AGENT) });
  if (!res.ok) throw new Error(`The demo agent could not log in: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: number; role: string; firstName: string } };
  const bookings = await fetch(`${server.url}/api/v1/bookings`, { headers: { authorization: `Bearer ${token}` } });
  const { total } = (await bookings.json()) as { total: number };
  log(`My Bookings of the demo agent: ${total} bookings`);
  return { origin: server.url, session: JSON.stringify({ token, role: user.role, userId: user.id, firstName: user.firstName }) };
}

/**
 * How the page's own files travel: `/` and its first script and stylesheet, asked as a browser
 * asks (brotli or gzip) and as an older client (gzip only). The build precompresses them; the
 * page is compressed per request.
 */
async function compressionOf(server: Server): Promise<string[]> {
  const encodingOf = async (url: string, accept: string) => {
    const res = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': accept } });
    await res.arrayBuffer();
    return `${res.headers.get('content-encoding') ?? 'none'}${res.headers.get('cache-control') ? ` (${res.headers.get('cache-control')})` : ''}`;
  };
  const html = await (await fetch(`${server.url}/`)).text();
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1];
  const lines: string[] = [];
  for (const url of ['/', script, style]) {
    if (!url) continue;
    lines.push(`\`${url}\`: ${await encodingOf(url, 'br, gzip')} asking br, gzip; ${await encodingOf(url, 'gzip')} asking gzip`);
  }
  return lines;
}

// ---------------------------------------------------------------- Lighthouse

type Run = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Bytes transferred for scripts (compressed, as sent). */
  jsBytes: number;
  /** Bytes transferred for everything. */
  totalBytes: number;
  lhr: Result;
};

const audit = (lhr: Result, id: string) => lhr.audits[id];
const numeric = (lhr: Result, id: string) => audit(lhr, id)?.numericValue ?? Number.NaN;
type Row = Record<string, unknown>;
const items = (lhr: Result, id: string): Row[] => {
  const details = audit(lhr, id)?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
};

/** A logged-in page: the web app's session as its login stores it (apps/web/src/lib/session.ts). */
type Login = { origin: string; session: string };

/** Puts the session in the fresh browser's storage for the page's origin, through the DevTools protocol. */
async function storeSession(port: number, login: Login) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${login.origin}/favicon.svg`);
    await page.evaluate((session) => localStorage.setItem('traveldesk.session', session), login.session);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string, login?: Login): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (login) await storeSession(chrome.port, login);
    // No config: Lighthouse's default is the mobile form factor with simulated throttling. A
    // logged-in page keeps its storage (Lighthouse would clear it, and with it the session).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(login ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = items(lhr, 'network-requests');
    const transferred = (rows: Row[]) => rows.reduce((n, r) => n + Number(r.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      jsBytes: transferred(requests.filter((r) => r.resourceType === 'Script')),
      totalBytes: transferred(requests),
      lhr,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A run that fails (Chromium or Lighthouse timing out on a machine other work keeps busy) is tried
 * again, twice at most; the log says so. A page that cannot be measured stops the benchmark.
 */
async function withRetries<T>(run: () => Promise<T>, label: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`${label} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); trying again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type PageResult = { key: string; name: string; path: string; runs: Run[]; median: Omit<Run, 'lhr'>; medianRun: Run };

function summarize(key: string, name: string, pagePath: string, runs: Run[]): PageResult {
  const pick = (key: keyof Omit<Run, 'lhr'>) => median(runs.map((r) => r[key]));
  const summary = {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    jsBytes: pick('jsBytes'),
    totalBytes: pick('totalBytes'),
  };
  // The run whose score is closest to the median (then LCP): its diagnostics and report are kept.
  const medianRun = [...runs].sort(
    (a, b) => Math.abs(a.score - summary.score) - Math.abs(b.score - summary.score) || Math.abs(a.lcpMs - summary.lcpMs) - Math.abs(b.lcpMs - summary.lcpMs),
  )[0]!;
  return { key, name, path: pagePath, runs, median: summary, medianRun };
}

// ---------------------------------------------------------------- report

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean) => (ok ? '✔' : '✘');

/** What Lighthouse names as the reasons, from the median run: the LCP element and its phases, the shifts, the blocking files. */
function diagnostics(page: PageResult): string[] {
  const { lhr } = page.medianRun;
  const lines: string[] = [`### ${page.name}: ${page.path.length > 90 ? `${page.path.slice(0, 90)}…` : page.path}`, ''];
  const lcpTable = audit(lhr, 'largest-contentful-paint-element')?.details as { items?: { items?: Row[] }[] } | undefined;
  const element = lcpTable?.items?.[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = lcpTable?.items?.[1]?.items ?? [];
  lines.push(
    `- LCP element: ${element ? `\`${String(element.snippet ?? '').slice(0, 160)}\` (${String(element.nodeLabel ?? '').slice(0, 80)})` : 'none reported'}`,
  );
  if (phases.length) lines.push(`- LCP phases: ${phases.map((p) => `${p.phase} ${Number(p.timing).toFixed(0)} ms`).join(', ')}`);
  const shifts = items(lhr, 'layout-shifts');
  lines.push(
    `- Layout shifts: ${
      shifts.length
        ? shifts
            .slice(0, 5)
            .map((s) => `${Number(s.score).toFixed(3)} \`${String((s.node as { snippet?: string } | undefined)?.snippet ?? '?').slice(0, 100)}\``)
            .join('; ')
        : 'none'
    }`,
  );
  const blocking = items(lhr, 'render-blocking-resources');
  lines.push(
    `- Render-blocking: ${blocking.length ? blocking.map((b) => `${new URL(String(b.url)).pathname} (${kb(Number(b.totalBytes))}, ${Number(b.wastedMs).toFixed(0)} ms)`).join(', ') : 'none'}`,
  );
  const unused = items(lhr, 'unused-javascript');
  const unusedBytes = unused.reduce((n, u) => n + Number(u.wastedBytes ?? 0), 0);
  lines.push(
    `- Unused JavaScript (transferred): ${kb(unusedBytes)}${
      unused.length
        ? ` (largest: ${unused
            .slice(0, 3)
            .map((u) => `${path.basename(new URL(String(u.url)).pathname)} ${kb(Number(u.wastedBytes))}`)
            .join(', ')})`
        : ''
    }`,
  );
  const bootup = numeric(lhr, 'bootup-time');
  const mainThread = numeric(lhr, 'mainthread-work-breakdown');
  lines.push(`- Main thread (4x CPU slowdown simulated): ${seconds(mainThread)}, of which script evaluation ${seconds(bootup)}`);
  const uncompressed = items(lhr, 'uses-text-compression');
  if (uncompressed.length)
    lines.push(`- Sent uncompressed: ${uncompressed.map((u) => `${new URL(String(u.url)).pathname} (${kb(Number(u.wastedBytes))} to save)`).join(', ')}`);
  const cache = items(lhr, 'uses-long-cache-ttl');
  if (cache.length) lines.push(`- Short cache lifetime: ${cache.map((c) => new URL(String(c.url)).pathname).join(', ')}`);
  lines.push('');
  return lines;
}

function report(
  pages: PageResult[],
  started: Date,
  load: { before: number[]; after: number[] },
  chromium: string,
  compression: string[],
  totalSeconds: number,
) {
  const lines: string[] = [];
  const lighthouseVersion = pages[0]?.medianRun.lhr.lighthouseVersion ?? '?';
  lines.push(`# Lighthouse benchmark, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  lines.push('');
  lines.push(
    `Machine: ${os.hostname()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. ` +
      `Load average (1, 5, 15 min): ${load.before.map((n) => n.toFixed(2)).join(', ')} before, ${load.after.map((n) => n.toFixed(2)).join(', ')} after.`,
  );
  lines.push('');
  lines.push(
    `Lighthouse ${lighthouseVersion} (npm), ${chromium}, mobile form factor and simulated throttling (Lighthouse's defaults), performance category only. ` +
      `The production build served by the compiled server on 127.0.0.1 with the demo data (fresh embedded database). ${RUNS} run(s) per page, a fresh browser each; every column is the median of the runs.`,
  );
  lines.push('');
  lines.push(`Targets (issue 17.4): performance ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}.`);
  lines.push('');
  lines.push('| page | performance | LCP | CLS | TBT | FCP | Speed Index | JS transferred | all transferred | scores of the runs |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const page of pages) {
    const m = page.median;
    lines.push(
      `| ${page.name} | ${m.score} ${mark(m.score >= TARGET.score)} | ${seconds(m.lcpMs)} ${mark(m.lcpMs <= TARGET.lcpMs)} | ${m.cls.toFixed(3)} ${mark(m.cls <= TARGET.cls)} | ${m.tbtMs.toFixed(0)} ms | ${seconds(m.fcpMs)} | ${seconds(m.speedIndexMs)} | ${kb(m.jsBytes)} | ${kb(m.totalBytes)} | ${page.runs.map((r) => r.score).join(', ')} |`,
    );
  }
  lines.push('');
  const met = pages.every((p) => p.median.score >= TARGET.score && p.median.lcpMs <= TARGET.lcpMs && p.median.cls <= TARGET.cls);
  lines.push(`All targets met: ${met ? 'yes' : 'no'}.`);
  lines.push('');
  lines.push(`Content encoding of the page and its files: ${compression.join('; ')}.`);
  lines.push('');
  lines.push('## What Lighthouse names (the median run of each page)');
  lines.push('');
  for (const page of pages) lines.push(...diagnostics(page));
  lines.push(`Total run: ${totalSeconds.toFixed(0)} s.`);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------- main

async function main() {
  const startedAt = performance.now();
  const started = new Date();
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium package or set CHROMIUM_PATH.`);
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n')[0] || CHROMIUM;
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-stale.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');

  const load = { before: os.loadavg(), after: [] as number[] };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traveldesk-lighthouse-'));
  let server: Server | undefined;
  const cleanup = async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const watchdog = setTimeout(async () => {
    log(`still running after ${WATCHDOG_MS / 60_000} min: stopping`);
    await cleanup().catch(() => {});
    process.exit(2);
  }, WATCHDOG_MS);

  const pages: PageResult[] = [];
  let compression: string[] = [];
  try {
    log(`starting the production server with the demo data (DATA_DIR ${dataDir})`);
    server = await Server.start(dataDir);
    if (PAGES.includes('search')) {
      // The results page measured with a full page of cards (issue 36), not the demo's three: the
      // demo's Paris hotels copied into the stopped server's database.
      await server.stop();
      log(`Paris filled to ${await fillCity(dataDir, 'Paris', SEARCH_CARDS)} hotels`);
      server = await Server.start(dataDir);
    }
    log(`server on ${server.url}`);
    compression = await compressionOf(server);
    const paths: Record<string, string> = { home: '/', search: await demoSearchPath(server), login: '/login', bookings: '/bookings' };
    const names: Record<string, string> = {
      home: '/',
      search: `/search?… (Paris, ${SEARCH_CARDS} hotels)`,
      login: '/login',
      bookings: '/bookings (demo agent)',
    };
    const agent = PAGES.includes('bookings') ? await agentLogin(server) : undefined;
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const login = page === 'bookings' ? agent : undefined;
        const run = await withRetries(() => runLighthouse(`${server!.url}${paths[page]}`, login), `${names[page]} run ${i + 1}/${RUNS}`);
        log(
          `${names[page]} run ${i + 1}/${RUNS}: performance ${run.score}, LCP ${seconds(run.lcpMs)}, CLS ${run.cls.toFixed(3)}, TBT ${run.tbtMs.toFixed(0)} ms, JS ${kb(run.jsBytes)}`,
        );
        runs.push(run);
      }
      pages.push(summarize(page, names[page]!, paths[page]!, runs));
    }
  } finally {
    clearTimeout(watchdog);
    load.after = os.loadavg();
    await cleanup();
  }

  const text = report(pages, started, load, chromium, compression, (performance.now() - startedAt) / 1000);
  const stamp = started.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(path.join(dir, `lighthouse-${stamp}`), { recursive: true });
  for (const page of pages) {
    fs.writeFileSync(path.join(dir, `lighthouse-${stamp}`, `${page.key}.json`), JSON.stringify(page.medianRun.lhr));
  }
  const file = path.join(dir, `lighthouse-${stamp}.md`);
  fs.writeFileSync(file, text);
  console.log(text);
  log(`written to ${path.relative(ROOT, file)} (the median runs' reports in ${path.relative(ROOT, path.join(dir, `lighthouse-${stamp}`))}/)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
