// `npm test`: everything CI runs — types, lint, the web's feature boundaries and unit tests, unit
// and API tests (PGlite, and PostgreSQL when reachable), the production start, then the browser
// journeys against the built app.
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
console.log('\n▶ unit and API tests');
run('npm', ['test', '-w', 'apps/server', '--silent']);
console.log('\n▶ production start (compiled server, precompressed assets)');
run('node', ['scripts/check-production.mjs']);
console.log('\n▶ browser journeys');
ensureWebBuild();
run('npm', ['test', '-w', 'e2e', '--silent']);
