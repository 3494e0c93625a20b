import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverDir = import.meta.dirname;
// The shared packages' unit tests run here too (the contracts, the partners' client: issue 34).
const roots = ['src', '../../packages/contracts/src', '../../packages/client/src'];
const testFiles = roots.flatMap((root) =>
  fs
    .readdirSync(path.join(serverDir, root), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(serverDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
);

/** A module that reads what global setup provides (`inject` from vitest: the templates, the pinned date). */
const INJECTS = /import\s*\{[^}]*\binject\b[^}]*\}\s*from\s*['"]vitest['"]/;
const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * Whether a test file, through its relative imports (type-only ones too: it errs towards the
 * database), reaches a module that injects what global setup provides. Such a file is an API
 * test; the others are pure unit tests and run without the templates being built or checked.
 */
const verdicts = new Map<string, boolean>();
function needsGlobalSetup(file: string): boolean {
  const known = verdicts.get(file);
  if (known !== undefined) return known;
  verdicts.set(file, false); // an import cycle answers from the rest of the cycle
  const source = fs.readFileSync(file, 'utf8');
  let needs = INJECTS.test(source);
  for (const [, specifier] of needs ? [] : source.matchAll(IMPORTS)) {
    const target = resolveImport(file, specifier!);
    if (target && needsGlobalSetup(target)) {
      needs = true;
      break;
    }
  }
  verdicts.set(file, needs);
  return needs;
}
const unitFiles = testFiles.filter((file) => !needsGlobalSetup(path.join(serverDir, file)));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules from one test file to the next: every file building the
    // app's module graph again cost half the suite's CPU time. Each test app still gets its own
    // database (a clone of the template) and its own app instance (test/harness.ts).
    isolate: false,
    projects: [
      // Pure unit tests: no database, so no global setup (no template built or checked).
      { extends: true, test: { name: 'unit', include: unitFiles } },
      // Everything else, a new test file included, clones the migrated, seeded template.
      {
        extends: true,
        test: { name: 'api', include: roots.map((root) => `${root}/**/*.test.ts`), exclude: unitFiles, globalSetup: ['src/test/global-setup.ts'] },
      },
    ],
  },
});
