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

  it('flags a contracts route table imported as a value, not one imported as a type or from lib/api-routes', () => {
    const src = tree({
      'features/c/api.ts': [
        "import type { hotelsApi } from '@travel/contracts';",
        "import { type usersApi, MAX_NIGHTS } from '@travel/contracts';",
        "import { bookingsApi } from '../../lib/api-routes/bookings';",
        "import {\n  ROLE_ADMIN,\n  searchApi as search,\n} from '@travel/contracts';",
        "export { contentApi } from '@travel/contracts';",
      ].join('\n'),
      'features/c/api.test.ts': "import { hotelsApi } from '@travel/contracts';",
    });
    expect(findStrayApiCalls(src, {})).toEqual([
      "features/c/api.ts:4  imports the contracts' route table searchApi as a value; import it from src/lib/api-routes/ (method and path only: the schemas stay out of the bundle)",
      "features/c/api.ts:8  imports the contracts' route table contentApi as a value; import it from src/lib/api-routes/ (method and path only: the schemas stay out of the bundle)",
    ]);
  });
});
