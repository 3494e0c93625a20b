import { describe, expect, it } from 'vitest';
import { findStrayApiCalls } from './api-calls.mjs';
import { treeMaker } from './test-tree.mjs';

const tree = treeMaker('web-api-calls-');

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
