import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Import cycles between server modules (issue 28). The graph: one node per module
 * (modules/<name>) and per top-level folder outside modules (lib, db, demo, ...), an edge for
 * every import that brings values (type-only imports vanish at run time and close no loop), tests
 * and test data left out. Its strongly connected components of more than one node are the
 * cycles. lib never imports a module (its loop with auth, users and reference is gone). There is
 * none left (KNOWN_CYCLES below is empty): any cycle fails this test.
 */

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('test-data.ts') ? [full] : [];
  });
}

/** The node a file belongs to: `modules/<name>`, else its top-level folder (or file) under src. */
function nodeOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
}

/** Relative imports (and re-exports) that bring values. */
function valueImports(text: string): string[] {
  const specs: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"](\.[^'"]+)['"]/gms;
  for (const [, , typeOnly, clause, spec] of text.matchAll(pattern)) {
    if (typeOnly) continue;
    const names = clause!.match(/\{([\s\S]*)\}/)?.[1];
    const defaultOrStar = clause!
      .replace(/\{[\s\S]*\}/, '')
      .replace(/,/g, '')
      .trim();
    const values = names
      ? names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
      : [];
    if (defaultOrStar !== '' || values.length > 0) specs.push(spec!);
  }
  // Side-effect imports (`import './x'`) run code too.
  for (const [, spec] of text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)) specs.push(spec!);
  return specs;
}

function moduleGraph(files: string[], read: (file: string) => string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = nodeOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const spec of valueImports(read(file))) {
      const target = path.resolve(path.dirname(file), spec);
      const resolved = fs.existsSync(`${target}.ts`) ? `${target}.ts` : fs.existsSync(path.join(target, 'index.ts')) ? path.join(target, 'index.ts') : target;
      const to = nodeOf(resolved);
      if (to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one node, each sorted, the list sorted. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

/**
 * Today's loops. Product registration moved to the composition root (src/products.ts), which
 * took products, packages, markups, transfers and visas out of the twelve-module loop issue 28
 * found; left: bookings, flights, hotels, inventory and search. The hotel search now lives in
 * hotels. The claim signing and the result cache every product's search shares moved from search
 * to search-kit, which imports no product: search, the route table that reaches flights and
 * hotels, is no longer reached back, and flights, which only search's route table closed into the
 * loop, left with it. Left: bookings, hotels and inventory. Settings and currency parted, and auth
 * and users: the header's rates reach settings, and auth's session functions reach users, from the
 * composition root (app.ts). The last loop went with issue 28's second pass: a hotel item's hotel,
 * room type and meal moved from the booking item to the hotels' own `hotel_sales` (bookings no
 * longer imports the hotel tables), and the inventory check in bookings gets the ledger's reader
 * from the composition root instead of importing the inventory module, whose table points at the
 * booking items. No loop is left: the list stays empty.
 */
const KNOWN_CYCLES: string[][] = [];

describe('import cycles between server modules', () => {
  it('finds a planted cycle (the check works)', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c'])],
      ['modules/c', new Set(['modules/a', 'lib'])],
      ['lib', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
    expect(valueImports("import type { A } from './a';\nimport { type B, c } from '../c';\nimport { type D } from './d';\nimport './e';")).toEqual([
      '../c',
      './e',
    ]);
  });

  it('has no import cycle between modules', () => {
    const files = sourceFiles(SRC);
    expect(cyclesOf(moduleGraph(files, (file) => fs.readFileSync(file, 'utf8')))).toEqual(KNOWN_CYCLES);
  });
});
