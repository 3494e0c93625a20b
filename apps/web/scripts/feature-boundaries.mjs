// The web app's import boundaries (style.md §5, §10; issue 11 item 2), checked by `npm test`:
//   - a feature (src/features/<name>/) imports only its own files, src/ui/, src/lib/, packages
//     and, of the workspace packages, only @travel/contracts;
//   - src/ui/ and src/lib/ are shared by every feature, so they import no feature and not src/app/;
//   - src/app/ (router, layouts, route-level composition) and src/main.tsx may import anything;
//   - src/test/ (the unit tests' shared render helper) is for tests and their fixtures only.
// Run directly, it prints every import that crosses a boundary and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findStrayApiCalls } from './api-calls.mjs';

const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const IMPORTS = [
  // import x from '…', import { a } from '…', import type …, export … from '…' (across lines too)
  /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effects, e.g. styles)
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…'): lazy pages and lazily loaded calls count as imports too
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Comments may quote imports ("moved from '../search/api'"); only code counts. */
// Comments keep their line breaks, so reported line numbers stay right.
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '');

function importsOf(text) {
  const code = withoutComments(text);
  const found = [];
  for (const pattern of IMPORTS) {
    for (const match of code.matchAll(pattern)) {
      const line = code.slice(0, match.index).split('\n').length;
      found.push({ specifier: match[1], line });
    }
  }
  return found;
}

/** The area of a file under src/: `feature:<name>`, `ui`, `lib`, `app`, or `other` (main.tsx, assets). */
function areaOf(srcDir, file) {
  const parts = path.relative(srcDir, file).split(path.sep);
  if (parts[0] === '..') return 'outside';
  if (parts[0] === 'features' && parts.length >= 2) return `feature:${parts[1]}`;
  if (parts[0] === 'ui' || parts[0] === 'lib' || parts[0] === 'app' || parts[0] === 'test') return parts[0];
  return 'other';
}

/** A unit test or a test's fixture: the files that may use src/test/. */
const TEST_FILE = /(\.test\.(ts|tsx|mjs)|fixtures?\.tsx?)$/;

function problemWith(fromArea, specifier, targetArea, file) {
  if (targetArea === 'test') return TEST_FILE.test(file) || fromArea === 'test' ? null : 'imports src/test/, which is for tests and their fixtures';
  if (fromArea === 'app' || fromArea === 'other' || fromArea === 'test') return null;
  if (targetArea === null) {
    // A package: any npm package, but of our workspaces only the contracts.
    if (specifier.startsWith('@travel/') && specifier !== '@travel/contracts' && !specifier.startsWith('@travel/contracts/')) {
      return `imports the workspace package ${specifier}; the web reaches the server only through @travel/contracts`;
    }
    return null;
  }
  if (fromArea.startsWith('feature:')) {
    if (targetArea === fromArea || targetArea === 'ui' || targetArea === 'lib') return null;
    if (targetArea.startsWith('feature:')) {
      return `imports the ${targetArea.slice(8)} feature; move the shared piece to src/lib/ or src/ui/, or compose both in src/app/`;
    }
    return `imports ${targetArea === 'app' ? 'src/app/' : 'outside src/'}; features import only their own files, src/ui/, src/lib/ and @travel/contracts`;
  }
  // ui/ and lib/
  if (targetArea.startsWith('feature:')) return `imports the ${targetArea.slice(8)} feature; src/${fromArea}/ is shared and depends on no feature`;
  if (targetArea === 'app') return `imports src/app/; src/${fromArea}/ is shared and depends on no route or layout`;
  return null;
}

/** Every import that crosses a boundary, as `file:line  'specifier' <why>`, sorted. */
export function findBoundaryViolations(srcDir) {
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const fromArea = areaOf(srcDir, file);
    for (const { specifier, line } of importsOf(fs.readFileSync(file, 'utf8'))) {
      const relative = specifier.startsWith('.');
      const targetArea = relative ? areaOf(srcDir, path.resolve(path.dirname(file), specifier)) : null;
      const problem = problemWith(fromArea, specifier, targetArea, file);
      if (problem) problems.push({ file: path.relative(srcDir, file).split(path.sep).join('/'), line, text: `'${specifier}' ${problem}` });
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return problems.map(({ file, line, text }) => `${file}:${line}  ${text}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const srcDir = path.resolve(import.meta.dirname, '../src');
  const problems = findBoundaryViolations(srcDir);
  if (problems.length > 0) {
    console.error(`✖ ${problems.length} import(s) cross the web app's feature boundaries:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`✓ web feature boundaries: features import only their own files, ui/, lib/ and @travel/contracts`);
  const stray = findStrayApiCalls(srcDir);
  if (stray.length > 0) {
    console.error(`✖ ${stray.length} API call(s) or route table import(s) bypass the typed client:\n  ${stray.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✓ web API calls: only src/lib/api-client.ts fetches the API (file downloads listed), with the routes of src/lib/api-routes/');
}
