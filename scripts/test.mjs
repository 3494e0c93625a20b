// `npm test`: everything CI runs — types, lint, the web's feature boundaries and unit tests, the
// storefront's JavaScript budget on the production build, unit and API tests (PGlite, and
// PostgreSQL when reachable), the production start, then the browser journeys against the built app.
import { ensureDependencies, ensureSystemPackages, ensureWebBuild, run } from './lib.mjs';

// First, so a machine without Chromium or the voucher font stops now, not after the long steps.
ensureSystemPackages();
ensureDependencies();
console.log('\n▶ typecheck');
run('npm', ['run', 'typecheck', '--silent']);
console.log('\n▶ lint');
run('npx', ['biome', 'check', '.']);
console.log('\n▶ web feature boundaries and web unit tests');
// Fails listing every import from one web feature into another (apps/web/scripts/feature-boundaries.mjs).
run('npm', ['test', '-w', 'apps/web', '--silent']);
// The storefront's initial JavaScript, gzipped, within its budget: `/` 170 KB, `/search` 220 KB
// (issue 17.4, apps/web/scripts/bundle-size.mjs), measured on the production build.
console.log('\n▶ JavaScript budget of the storefront');
ensureWebBuild();
run('node', ['apps/web/scripts/bundle-size.mjs']);
// Each engine runs the suite once (issue 28): PGlite at today's date, then PostgreSQL with every
// test app's clock in the future (issue 10.4: a test whose dates are written as fixed days rather
// than from the pinned day, apps/server/src/test/dates.ts, fails there long before the calendar
// reaches them). The race tests, which only a server can run, run in the second pass; under
// CI=true an unreachable PostgreSQL server fails it.
console.log('\n▶ unit and API tests on PGlite');
run('npm', ['test', '-w', 'apps/server', '--silent'], { env: { ...process.env, TEST_POSTGRES: '0', CI: 'false' } });
console.log('\n▶ unit and API tests on PostgreSQL with the clock at 2028-01-15');
run('npm', ['test', '-w', 'apps/server', '--silent'], { env: { ...process.env, TEST_TODAY: '2028-01-15', TEST_PGLITE: '0' } });
console.log('\n▶ production start (compiled server, precompressed assets)');
run('node', ['scripts/check-production.mjs']);
console.log('\n▶ browser journeys');
ensureWebBuild();
run('npm', ['test', '-w', 'e2e', '--silent']);
