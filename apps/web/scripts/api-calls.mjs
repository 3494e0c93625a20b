// The web reaches the API only through src/lib/api-client.ts (issue 11 item 1): no other file
// calls `fetch(` or writes the '/api/v1' prefix, but for the file downloads listed below, which
// are plain fetches of a route's URL (a PDF or a document is not a JSON answer). The client is
// given the routes of src/lib/api-routes/: a contracts route table (`hotelsApi`…) imported as a
// value would bring its schemas and zod into the bundle (issue 17.4), so only its type may be
// imported. Run by feature-boundaries.mjs, so `npm test -w apps/web` fails on a stray call.
import fs from 'node:fs';
import path from 'node:path';

/** The transport: the one place that fetches the API. */
export const CLIENT = 'lib/api-client.ts';
/** The route tables the client is called with: method and path of each contracts route. */
export const ROUTES = 'lib/api-routes/';

/** File downloads allowed to fetch on their own: file → what each fetch is for. */
export const FILE_DOWNLOADS = {
  'features/bookings/api.ts': ['the voucher PDF (with a download token)', "an item's document (with the login header)"],
};

const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const TEST = /\.test\.(ts|tsx|js|mjs)$/;
const CALLS = [
  { pattern: /\bfetch\s*\(/g, what: 'calls fetch(' },
  { pattern: /['"`]\/api\/v1\b/g, what: "writes the '/api/v1' prefix" },
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

// Comments may mention fetch( or /api/v1; only code counts (line breaks kept for the line numbers).
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '');

/** `import { a, type B, hotelsApi } from '@travel/contracts'` (or `export { … } from`), not `import type`. */
const CONTRACT_VALUES = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@travel\/contracts['"]/g;
const ROUTE_TABLE = /^\w+Api$/;

/** Every call to the API that bypasses the client, as `file:line  <why>`. */
export function findStrayApiCalls(srcDir, downloads = FILE_DOWNLOADS) {
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const name = path.relative(srcDir, file).split(path.sep).join('/');
    if (name === CLIENT) continue;
    const code = withoutComments(fs.readFileSync(file, 'utf8'));
    const fetches = [...code.matchAll(CALLS[0].pattern)];
    const allowed = downloads[name]?.length ?? 0;
    for (const { pattern, what } of CALLS) {
      const hits = [...code.matchAll(pattern)];
      const extra = pattern === CALLS[0].pattern ? hits.slice(allowed) : hits;
      for (const hit of extra) {
        const line = code.slice(0, hit.index).split('\n').length;
        problems.push(`${name}:${line}  ${what}; call the API through src/${CLIENT} (a file download goes in scripts/api-calls.mjs FILE_DOWNLOADS)`);
      }
    }
    for (const hit of code.matchAll(CONTRACT_VALUES)) {
      const tables = hit[1]
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0])
        .filter((name) => ROUTE_TABLE.test(name));
      const line = code.slice(0, hit.index).split('\n').length;
      for (const table of tables)
        problems.push(
          `${name}:${line}  imports the contracts' route table ${table} as a value; import it from src/${ROUTES} (method and path only: the schemas stay out of the bundle)`,
        );
    }
    if (fetches.length < allowed)
      problems.push(`${name}  lists ${allowed} file download(s) in scripts/api-calls.mjs but fetches ${fetches.length} time(s): update FILE_DOWNLOADS`);
  }
  return problems.sort();
}
