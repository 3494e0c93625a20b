// Builds the web app and/or the server (`web`, `server`; both when none is named) only when
// their sources changed since the last build: the journeys and `npm test` run what `npm start` runs.
import { ensureServerBuild, ensureWebBuild } from './lib.mjs';

const parts = process.argv.slice(2);
for (const part of parts) {
  if (part !== 'web' && part !== 'server') {
    console.error(`Unknown part "${part}": name web, server or nothing (both).`);
    process.exit(1);
  }
}
if (!parts.length || parts.includes('web')) ensureWebBuild();
if (!parts.length || parts.includes('server')) ensureServerBuild();
