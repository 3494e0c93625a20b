// `npm test`: everything CI runs — types, lint, the web's feature boundaries and unit tests, the
// storefront's JavaScript budget on the production build, unit and API tests (PGlite, and
// PostgreSQL when reachable), the production start, then the browser journeys against the built app.
// Everything before the journeys runs in two lanes, the journeys alone after it (in shards of their
// own); the run ends with how long each step took.
import { ensureDependencies, ensureSystemPackages, stepTimer } from './lib.mjs';

// First, so a machine without Chromium or the voucher font stops now, not after the long steps.
ensureSystemPackages();
ensureDependencies();
const steps = stepTimer();
const step = (name, ...commands) => ({ name, commands });

// Two lanes, each step taken by the first lane free, in this order: the web unit tests beside the
// types (one incremental `tsc -b`), lint and the builds; then each engine's pass of the server
// suite as soon as a lane frees, so the short steps' idle tails are filled.
//
// Each engine runs the suite once (issue 28): PGlite at today's date, then PostgreSQL with every
// test app's clock in the future (issue 10.4: a test whose dates are written as fixed days rather
// than from the pinned day, apps/server/src/test/dates.ts, fails there long before the calendar
// reaches them). The race tests, which only a server can run, run in the PostgreSQL pass; under
// CI=true an unreachable PostgreSQL server fails it. Both passes read the migrated, seeded
// templates from one cache (apps/server/src/test/global-setup.ts).
await steps.group(
  [
    // Fails listing every import from one web feature into another (apps/web/scripts/feature-boundaries.mjs).
    step('web feature boundaries and web unit tests', ['npm', ['test', '-w', 'apps/web', '--silent']]),
    step('typecheck', ['npm', ['run', 'typecheck', '--silent']]),
    step('lint', ['npx', ['biome', 'check', '.']]),
    // The storefront's initial JavaScript, gzipped, within its budget: `/` 170 KB, `/search` 220 KB
    // (issue 17.4, apps/web/scripts/bundle-size.mjs), measured on the production build; then the
    // compiled server the production start and the journeys run.
    step(
      'web build, JavaScript budget, server build',
      ['node', ['scripts/build-if-stale.mjs', 'web']],
      ['node', ['apps/web/scripts/bundle-size.mjs']],
      ['node', ['scripts/build-if-stale.mjs', 'server']],
    ),
    step('server tests on PGlite', ['npm', ['test', '-w', 'apps/server', '--silent'], { env: { ...process.env, TEST_POSTGRES: '0', CI: 'false' } }]),
    step('server tests on PostgreSQL, clock at 2028-01-15', [
      'npm',
      ['test', '-w', 'apps/server', '--silent'],
      { env: { ...process.env, TEST_TODAY: '2028-01-15', TEST_PGLITE: '0' } },
    ]),
  ],
  2,
);

await steps.group([step('production start (compiled server, precompressed assets)', ['node', ['scripts/check-production.mjs']])]);
// Shards side by side, each with its own server and database (e2e/support/shards.mjs).
await steps.group([step('browser journeys', ['npm', ['test', '-w', 'e2e', '--silent']])]);
steps.summary();
