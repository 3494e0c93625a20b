import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudget, KB, measurePages, PAGES, staticChunks } from './bundle-size.mjs';
import { treeMaker } from './test-tree.mjs';

const tree = treeMaker('web-bundle-size-');

/** Bytes gzip cannot shrink (random), so a file's gzip size is about its size. */
const incompressible = (size) => crypto.randomBytes(size);

/**
 * A build like Vite's: the entry imports a vendor chunk and a shared one (which imports the
 * vendor again), and loads two pages lazily; the results page imports the shared chunk and a
 * table chunk of its own. CSS files are listed but are not JavaScript.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_vendor-b2.js', '_shared-c3.js'],
    dynamicImports: ['src/features/search/results-page.tsx', 'src/app/texts/results.ts', 'src/features/admin/page.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_vendor-b2.js'] },
  'src/features/search/results-page.tsx': {
    file: 'assets/results-page-d4.js',
    isDynamicEntry: true,
    imports: ['_shared-c3.js', '_table-e5.js'],
    dynamicImports: ['src/features/admin/page.tsx'],
  },
  '_table-e5.js': { file: 'assets/table-e5.js', imports: ['_vendor-b2.js'] },
  'src/features/admin/page.tsx': { file: 'assets/page-f6.js', isDynamicEntry: true, imports: ['_table-e5.js'] },
  'src/app/texts/results.ts': { file: 'assets/results-texts-g7.js', isDynamicEntry: true },
  '_index-a1.css': { file: 'assets/index-a1.css' },
};

/** A dist folder with that manifest and files of the given sizes (bytes). */
function dist(sizes) {
  const files = { '.vite/manifest.json': JSON.stringify(MANIFEST), 'assets/index-a1.css': 'body{}'.repeat(50_000) };
  for (const [file, size] of Object.entries(sizes)) files[`assets/${file}`] = incompressible(size);
  return tree(files);
}

const SMALL = {
  'index-a1.js': 10 * KB,
  'vendor-b2.js': 20 * KB,
  'shared-c3.js': 5 * KB,
  'results-page-d4.js': 30 * KB,
  'table-e5.js': 8 * KB,
  'page-f6.js': 500 * KB,
  'results-texts-g7.js': 2 * KB,
};

describe('the JavaScript budget check', () => {
  it('counts the entry and its static imports, each once, and no dynamic import', () => {
    expect(staticChunks(MANIFEST, ['index.html'])).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js', 'assets/shared-c3.js']);
  });

  it("adds a lazy page's chunk with its own static imports, not what that page loads later", () => {
    expect(staticChunks(MANIFEST, ['index.html', 'src/features/search/results-page.tsx'])).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/shared-c3.js',
      'assets/results-page-d4.js',
      'assets/table-e5.js',
    ]);
  });

  it('fails on a lazy page the manifest does not have (a renamed file)', () => {
    expect(() => staticChunks(MANIFEST, ['index.html', 'src/features/search/results.tsx'])).toThrow(
      'The manifest has no chunk src/features/search/results.tsx.',
    );
  });

  it('sums the gzip sizes of those files only', () => {
    const [home, search] = measurePages(dist(SMALL), [
      { page: '/', lazy: [], budgetKb: 170 },
      { page: '/search', lazy: ['src/features/search/results-page.tsx'], budgetKb: 220 },
    ]);
    expect(home.files.map((file) => file.file)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js', 'assets/shared-c3.js']);
    // Random bytes gain a few bytes of gzip framing; the 500 KB admin page and the CSS are not counted.
    expect(home.gzip).toBeGreaterThan(35 * KB);
    expect(home.gzip).toBeLessThan(36 * KB);
    expect(search.gzip - home.gzip).toBeGreaterThan(38 * KB);
    expect(search.gzip - home.gzip).toBeLessThan(39 * KB);
    expect([home.ok, search.ok]).toEqual([true, true]);
  });

  it('passes within budget and fails, naming the page, above it', () => {
    const logged = [];
    const log = (line) => logged.push(line);
    const pages = [
      { page: '/', lazy: [], budgetKb: 40 },
      { page: '/search', lazy: ['src/features/search/results-page.tsx'], budgetKb: 80 },
    ];
    expect(checkBudget(dist(SMALL), { pages, log })).toBe(0);
    expect(checkBudget(dist({ ...SMALL, 'shared-c3.js': 10 * KB }), { pages, log })).toBe(1);
    expect(logged.at(-2)).toMatch(/^\/ .* OVER by \d+\.\d KB$/m);
    expect(logged.at(-2)).toMatch(/^\/search .* ok$/m);
    expect(logged.at(-1)).toContain('Over the JavaScript budget: /.');
  });

  it('as a command, exits non-zero above the real budgets and when there is no build', () => {
    const command = path.join(import.meta.dirname, 'bundle-size.mjs');
    const budget = (page) => PAGES.find((p) => p.page === page).budgetKb * KB;
    const within = dist({ ...SMALL });
    const over = dist({ ...SMALL, 'vendor-b2.js': budget('/') });
    const passed = spawnSync(process.execPath, [command, '--dist', within], { encoding: 'utf8' });
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
    const failed = spawnSync(process.execPath, [command, '--dist', over], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('Over the JavaScript budget: /, /search.');
    const missing = spawnSync(process.execPath, [command, '--dist', tree({ 'index.html': '' })], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain('No .vite/manifest.json');
    // A page's chunk renamed away: refused, not counted as nothing.
    const { 'src/app/texts/results.ts': _renamed, ...renamed } = MANIFEST;
    const staleDist = dist(SMALL);
    fs.writeFileSync(path.join(staleDist, '.vite/manifest.json'), JSON.stringify(renamed));
    const stale = spawnSync(process.execPath, [command, '--dist', staleDist], { encoding: 'utf8' });
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain('The manifest has no chunk src/app/texts/results.ts.');
  });
});
