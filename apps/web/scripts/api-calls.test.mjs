import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findStrayApiCalls } from './api-calls.mjs';

const made = [];
function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-api-calls-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the API calls check', () => {
  it('lets the client fetch, and ignores comments and tests', () => {
    const src = tree({
      'lib/api-client.ts': "await fetch(new URL('/api/v1/x', origin));",
      'features/a/api.ts': "// no fetch( here, nor '/api/v1'\nexport const x = call(route);",
      'features/a/api.test.ts': "vi.stubGlobal('fetch', fetch('/api/v1/x'));",
    });
    expect(findStrayApiCalls(src, {})).toEqual([]);
  });

  it('flags a fetch or the /api/v1 prefix anywhere else, with its line', () => {
    const src = tree({ 'features/a/page.tsx': "const a = 1;\nawait fetch(`/api/v1/hotels`);\nconst u = '/api/v1/me';" });
    const problems = findStrayApiCalls(src, {});
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^features\/a\/page\.tsx:2 {2}calls fetch\(/);
    expect(problems.filter((p) => p.includes("'/api/v1' prefix")).map((p) => p.split('  ')[0])).toEqual(['features/a/page.tsx:2', 'features/a/page.tsx:3']);
  });

  it('allows as many fetches as the file lists downloads, and asks to update a stale list', () => {
    const src = tree({ 'features/b/api.ts': 'await fetch(url);\nawait fetch(other);' });
    expect(findStrayApiCalls(src, { 'features/b/api.ts': ['pdf', 'doc'] })).toEqual([]);
    expect(findStrayApiCalls(src, { 'features/b/api.ts': ['pdf'] })).toEqual([expect.stringMatching(/^features\/b\/api\.ts:2 {2}calls fetch\(/)]);
    expect(findStrayApiCalls(src, { 'features/b/api.ts': ['pdf', 'doc', 'csv'] })).toEqual([expect.stringMatching(/update FILE_DOWNLOADS/)]);
  });
});
