// `npm test`: everything CI runs — types, lint, unit and API tests (PGlite, and PostgreSQL when
// reachable), then the browser journeys against the built app.
import { ensureDependencies, ensureWebBuild, run } from './lib.mjs';

ensureDependencies();
console.log('\n▶ typecheck');
run('npm', ['run', 'typecheck', '--silent']);
console.log('\n▶ lint');
run('npx', ['biome', 'check', '.']);
console.log('\n▶ unit and API tests');
run('npm', ['test', '-w', 'apps/server', '--silent']);
console.log('\n▶ browser journeys');
ensureWebBuild();
run('npm', ['test', '-w', 'e2e', '--silent']);
