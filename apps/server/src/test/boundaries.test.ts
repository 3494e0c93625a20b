import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Module boundaries (architecture "Boundaries are checked by lint"): a module reaches another
 * through its service's exported functions, never its `tables` or `repo` (nor `*-repo` files).
 * Biome's noRestrictedImports matches import paths, which are relative here, so this resolves
 * every relative import of every server source file to the module it lands in.
 *
 * Allowed: a `tables.ts` importing another module's `tables` (foreign keys); type-only imports
 * (a row type is a shape, not a query); db/schema.ts (the schema drizzle reads); tests, their
 * test-data files and src/test (set-up and assertions read tables directly); src/demo (the demo
 * catalogue is written as fixtures).
 */

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const exempt = (file: string) => {
  const rel = path.relative(SRC, file).split(path.sep).join('/');
  return rel.endsWith('.test.ts') || rel.endsWith('test-data.ts') || rel.startsWith('test/') || rel.startsWith('demo/') || rel === 'db/schema.ts';
};

/** The module a file belongs to (modules/<name>/...), or null outside modules. */
const moduleOf = (file: string) => {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0]!;
};

const isPrivate = (file: string) => {
  const base = path.basename(file).replace(/\.ts$/, '');
  return base === 'tables' || base === 'repo' || base.endsWith('-repo');
};

/** Every `import ... from` / `export ... from` with a relative path, and whether it brings values. */
function importsOf(text: string) {
  const found: { spec: string; values: boolean }[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"](\.[^'"]+)['"]/gms;
  for (const match of text.matchAll(pattern)) {
    const [, , typeOnly, clause, spec] = match;
    const names = clause!.match(/\{([\s\S]*)\}/)?.[1];
    const defaultOrStar = clause!
      .replace(/\{[\s\S]*\}/, '')
      .replace(/,/g, '')
      .trim();
    const valueNames = names
      ? names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
      : [];
    found.push({ spec: spec!, values: !typeOnly && (defaultOrStar !== '' || valueNames.length > 0) });
  }
  return found;
}

/** The boundary violations of the server's sources, as 'file: import'. */
function violations(): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(SRC)) {
    if (exempt(file)) continue;
    const from = moduleOf(file);
    for (const { spec, values } of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!values) continue;
      const target = path.resolve(path.dirname(file), spec.endsWith('.ts') ? spec : `${spec}.ts`);
      const to = moduleOf(target);
      if (to === null || to === from || !isPrivate(target)) continue;
      const foreignKey = path.basename(file) === 'tables.ts' && path.basename(target) === 'tables.ts';
      if (!foreignKey) problems.push(`${path.relative(SRC, file)}: imports ${spec}`);
    }
  }
  return problems.sort();
}

/**
 * Issue 28: a module reaches another only through its public entry, `modules/<name>/index.ts`
 * (what the other modules may use of it, types too); anything else of another module is a
 * violation, a `tables.ts` importing another module's `tables` for its foreign keys aside. Files
 * outside modules (the composition root app.ts, lib, db) are not bound by it.
 */
function entryViolations(): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(MODULES)) {
    if (exempt(file)) continue;
    const from = moduleOf(file);
    for (const { spec } of importsOf(fs.readFileSync(file, 'utf8'))) {
      const resolved = path.resolve(path.dirname(file), spec);
      const target = fs.existsSync(`${resolved}.ts`) ? `${resolved}.ts` : path.join(resolved, 'index.ts');
      const to = moduleOf(target);
      if (to === null || to === from) continue;
      if (target === path.join(MODULES, to, 'index.ts')) continue;
      const foreignKey = path.basename(file) === 'tables.ts' && path.basename(target) === 'tables.ts';
      if (!foreignKey) problems.push(`${path.relative(SRC, file)}: imports ${spec}`);
    }
  }
  return problems.sort();
}

describe('module boundaries', () => {
  it("a module imports another only through its public entry (index.ts), a tables.ts's foreign keys aside", () => {
    expect(entryViolations()).toEqual([]);
    // Every module that another module uses has its entry.
    for (const name of fs.readdirSync(MODULES)) {
      const used = sourceFiles(MODULES).some((file) => !exempt(file) && moduleOf(file) !== name && fs.readFileSync(file, 'utf8').includes(`../${name}'`));
      if (used) expect(fs.existsSync(path.join(MODULES, name, 'index.ts')), `modules/${name}/index.ts`).toBe(true);
    }
  });

  it("no server file imports another module's tables or repo (foreign keys in tables.ts aside)", () => {
    expect(violations()).toEqual([]);
  });

  it("reaches no other module's tables through drizzle's relational query API (db.query.<table>)", () => {
    // Today no module uses that API at all; one that starts must use it on its own tables only.
    const tablesOf = (name: string) => {
      const file = path.join(MODULES, name, 'tables.ts');
      return fs.existsSync(file) ? [...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable/g)].map((m) => m[1]!) : [];
    };
    const problems: string[] = [];
    for (const file of sourceFiles(MODULES)) {
      if (exempt(file)) continue;
      const own = new Set(tablesOf(moduleOf(file)!));
      for (const [, table] of fs.readFileSync(file, 'utf8').matchAll(/\.query\.(\w+)\.find(?:Many|First)\b/g)) {
        if (!own.has(table!)) problems.push(`${path.relative(SRC, file)}: db.query.${table}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('sees a violation when there is one', () => {
    expect(importsOf("import { a } from '../hotels/service';\nimport type { B } from '../hotels';")).toEqual([
      { spec: '../hotels/service', values: true },
      { spec: '../hotels', values: false },
    ]);
    expect(importsOf("import { users, type UserRow } from '../users/tables';")).toEqual([{ spec: '../users/tables', values: true }]);
    expect(importsOf("import type { UserRow } from '../users/tables';\nimport { type A, type B } from './repo';")).toEqual([
      { spec: '../users/tables', values: false },
      { spec: './repo', values: false },
    ]);
    expect(importsOf("export * from '../hotels/repo';")).toEqual([{ spec: '../hotels/repo', values: true }]);
  });
});
