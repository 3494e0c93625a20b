// The storefront's JavaScript budget (issue 17 item 4): the JavaScript a browser needs before
// the first render of `/` and of `/search`, gzipped, must stay within its budget. Read from the
// Vite manifest of the production build (apps/web/dist/.vite/manifest.json); run by `npm test`
// after the web build (scripts/test.mjs) and on its own with `npm run size -w apps/web`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** KB here are 1024 bytes of gzip (level 9) output, each file compressed on its own as the server sends it. */
export const KB = 1024;

/**
 * The pages under budget. A page's initial JavaScript is the entry chunk and every chunk it
 * imports statically (transitively), plus `lazy`: the manifest keys (source paths) of the lazy
 * chunks the router fetches before the page's first render on a direct load (the route's
 * component, the texts its loader mounts), with their own static imports. A key missing from the
 * manifest fails the check, so a renamed file cannot silently shrink the count.
 */
export const PAGES = [
  { page: '/', lazy: [], budgetKb: 170 },
  { page: '/search', lazy: ['src/features/search/results-page.tsx', 'src/app/texts/results.ts'], budgetKb: 220 },
];

export const MANIFEST = '.vite/manifest.json';

/** The manifest's entry (index.html): its key. */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`The manifest has ${entries.length} entries; expected exactly one (index.html).`);
  return entries[0];
}

/**
 * The JavaScript files `keys` need before they run: each key's chunk and, transitively, the
 * chunks it imports statically (`imports`), each once, in the order first reached. Dynamic
 * imports are not followed: they load later, on demand.
 */
export function staticChunks(manifest, keys) {
  const files = [];
  const seen = new Set();
  const visit = (key, from) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(from ? `The manifest has no chunk ${key} (imported by ${from}).` : `The manifest has no chunk ${key}.`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipSize = (content) => zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length;

/** Each page's files, bytes and gzip bytes, and whether it is within its budget. */
export function measurePages(dist, pages = PAGES) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST), 'utf8'));
  const entry = entryKey(manifest);
  return pages.map(({ page, lazy, budgetKb }) => {
    const files = staticChunks(manifest, [entry, ...lazy]).map((file) => {
      const content = fs.readFileSync(path.join(dist, file));
      return { file, bytes: content.length, gzip: gzipSize(content) };
    });
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { page, files, bytes, gzip, budget: budgetKb * KB, ok: gzip <= budgetKb * KB };
  });
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The printed table: one line a page, and with `verbose` every file under it. */
export function report(results, { verbose = false } = {}) {
  const lines = ['page        chunks   raw KB   gzip KB   budget KB', '----------  ------  -------  --------  ---------'];
  for (const result of results) {
    const mark = result.ok ? 'ok' : `OVER by ${kb(result.gzip - result.budget)} KB`;
    lines.push(
      `${result.page.padEnd(10)}  ${String(result.files.length).padStart(6)}  ${kb(result.bytes).padStart(7)}  ${kb(result.gzip).padStart(8)}  ${kb(result.budget).padStart(9)}  ${mark}`,
    );
    if (verbose) for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip)) lines.push(`              ${kb(file.gzip).padStart(7)}  ${file.file}`);
  }
  return lines.join('\n');
}

/** Runs the check on a build folder: prints the table, answers the exit code (1 when a page is over budget). */
export function checkBudget(dist, { pages = PAGES, verbose = false, log = console.log } = {}) {
  if (!fs.existsSync(path.join(dist, MANIFEST))) {
    log(`No ${MANIFEST} in ${dist}: build the web app first (npm run build -w apps/web).`);
    return 1;
  }
  let results;
  try {
    results = measurePages(dist, pages);
  } catch (error) {
    log(`✖ ${error.message} The budget names the chunks a page needs by their source path (PAGES in apps/web/scripts/bundle-size.mjs).`);
    return 1;
  }
  log(`Initial JavaScript per page, gzip level 9, KB = ${KB} bytes:\n${report(results, { verbose })}`);
  const over = results.filter((result) => !result.ok);
  if (over.length)
    log(
      `\n✖ Over the JavaScript budget: ${over.map((result) => result.page).join(', ')}. Split or lazy-load what the first render does not need (docs/decisions.md).`,
    );
  return over.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? path.resolve(args[distAt + 1]) : path.resolve(import.meta.dirname, '../dist');
  process.exitCode = checkBudget(dist, { verbose: args.includes('--verbose') });
}
