// Part of `npm test`: `npm start`'s launcher runs the compiled server under Node; it answers the
// health check, sends the SPA's assets precompressed with long cache headers and robots.txt, and
// the PID it prints stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, ensureWebBuild, root } from './lib.mjs';

ensureWebBuild();
ensureServerBuild();

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const portAnswers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.destroy() || resolve(true));
    socket.once('error', () => resolve(false));
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A zone whose day differs from UTC's at this hour (UTC-11 before 11:00 UTC, UTC+14 after), so a
// server that took "today" in UTC, or never got TIME_ZONE, is seen.
const AGENCY_ZONE = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
const dayIn = (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-production-'));
// Its own process group, so a failed check can stop the launcher and the server together.
const launcher = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    // The default log level, as a newcomer's `npm start` has it.
    ...withoutLogLevel(process.env),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: 'root@production-check.test',
    ADMIN_PASSWORD: 'Root#check-2026',
    DEMO: '0',
    TIME_ZONE: AGENCY_ZONE,
  },
});
let output = '';
launcher.stdout.on('data', (chunk) => (output += chunk));
launcher.stderr.on('data', (chunk) => (output += chunk));
const launcherExit = new Promise((resolve) => launcher.once('exit', (code, signal) => resolve({ code, signal })));

function withoutLogLevel(env) {
  const { LOG_LEVEL: _level, ...rest } = env;
  return rest;
}

function fail(message) {
  console.error(`\n✖ production check: ${message}\n--- server output ---\n${output}`);
  try {
    process.kill(-launcher.pid, 'SIGKILL');
  } catch {}
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
function expect(condition, message) {
  if (!condition) fail(message);
}

const deadline = Date.now() + 90_000;
for (;;) {
  if (launcher.exitCode !== null) fail(`npm start's launcher exited (${launcher.exitCode}) before the server answered`);
  const health = await fetch(`${baseUrl}/api/v1/health`).catch(() => undefined);
  if (health?.status === 200) break;
  if (Date.now() > deadline) fail(`GET /api/v1/health did not answer 200 within 90 seconds (last: ${health?.status ?? 'no answer'})`);
  await sleep(250);
}
console.log(`production server answers /api/v1/health on ${baseUrl}`);

const pid = Number(/PID (\d+)/.exec(output)?.[1]);
expect(pid > 0, 'the server did not print its PID when ready');
expect(pid !== launcher.pid, `the printed PID ${pid} is the launcher's, not the server's`);
const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
expect(
  path.basename(commandLine[0]) === path.basename(process.execPath) &&
    commandLine.some((arg) => arg.endsWith(path.join('apps', 'server', 'dist', 'server.js'))),
  `the server process runs "${commandLine.join(' ')}", not node on apps/server/dist/server.js`,
);

const get = (url, encoding) => fetch(`${baseUrl}${url}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

const page = await get('/', 'br, gzip');
const html = await page.text();
expect(page.status === 200 && html.includes('<div id="root">'), `GET / answered ${page.status} without the app's page`);
expect(page.headers.get('content-encoding') === 'br', `GET / was sent with content-encoding "${page.headers.get('content-encoding')}", not br`);
expect(page.headers.get('cache-control') === 'no-cache', `GET / has cache-control "${page.headers.get('cache-control')}", not no-cache`);

const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
expect(script, 'index.html names no /assets/*.js script');
for (const [accepted, encoding] of [
  ['br, gzip', 'br'],
  ['gzip', 'gzip'],
]) {
  const asset = await get(script, accepted);
  const body = await asset.text();
  expect(asset.status === 200 && body.length > 0, `GET ${script} answered ${asset.status}`);
  expect(
    asset.headers.get('content-encoding') === encoding,
    `GET ${script} (accepting ${accepted}) was sent with content-encoding "${asset.headers.get('content-encoding')}", not ${encoding}`,
  );
  expect(
    asset.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    `GET ${script} has cache-control "${asset.headers.get('cache-control')}"`,
  );
}
console.log(`assets are sent precompressed (br, gzip) with long cache headers (${script})`);

const spa = await get('/bookings/1/edit');
expect(spa.status === 200 && (await spa.text()).includes('<div id="root">'), `the SPA fallback /bookings/1/edit answered ${spa.status}`);
const api404 = await get('/api/v1/no-such-route');
expect(api404.status === 404 && (await api404.json()).code === 'not_found', `an unknown API path answered ${api404.status}, not the JSON 404`);
const robots = await get('/robots.txt');
const robotsText = await robots.text();
expect(robots.status === 200 && robotsText.includes('Disallow: /api/'), `GET /robots.txt answered ${robots.status}: ${robotsText.slice(0, 80)}`);
console.log('robots.txt, the SPA fallback and the JSON 404 answer');

// TIME_ZONE reaches the server: the browser's settings carry the agency's zone and its today.
const global = await (await get('/api/v1/global-settings')).json();
const agencyToday = [dayIn(AGENCY_ZONE)];
const afterCall = dayIn(AGENCY_ZONE);
if (!agencyToday.includes(afterCall)) agencyToday.push(afterCall);
expect(global.timeZone === AGENCY_ZONE, `GET global-settings names the time zone "${global.timeZone}", not TIME_ZONE=${AGENCY_ZONE}`);
expect(
  agencyToday.includes(global.today),
  `GET global-settings says today is ${global.today}, not ${agencyToday.join(' or ')} (today in ${AGENCY_ZONE}; in UTC it is ${dayIn('UTC')})`,
);
console.log(`TIME_ZONE=${AGENCY_ZONE} reached the server: today is ${global.today} there (${dayIn('UTC')} in UTC)`);

// A newcomer's first start stays readable (issue 32): after the ready line, no line per request.
expect(
  !/incoming request|request completed/.test(output),
  'npm start logged requests with the default LOG_LEVEL (it should print them only with LOG_LEVEL=info)',
);
console.log('no request lines with the default LOG_LEVEL');

// What the README tells a user: `kill <the printed PID>` stops the server, and npm start with it.
process.kill(pid, 'SIGTERM');
const stopped = await Promise.race([launcherExit, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
expect(stopped, `npm start was still running 20 seconds after kill ${pid}`);
expect(stopped.code === 0, `npm start exited with ${stopped.code ?? stopped.signal} after kill ${pid}, not 0`);
expect(!fs.existsSync(`/proc/${pid}`), `the server process ${pid} is still alive`);
expect(!(await portAnswers(port)), `port ${port} still answers after kill ${pid}`);
console.log(`kill ${pid} stopped the server and npm start; port ${port} is free`);
fs.rmSync(dataDir, { recursive: true, force: true });
