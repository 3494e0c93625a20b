import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBoundaryViolations } from './feature-boundaries.mjs';
import { treeMaker } from './test-tree.mjs';

const tree = treeMaker('web-boundaries-');

describe('the web feature boundaries', () => {
  it('lets a feature import its own files, ui/, lib/, packages and the contracts', () => {
    const src = tree({
      'features/hotels/page.tsx': [
        "import { Button } from '@mantine/core';",
        "import type { Hotel } from '@travel/contracts';",
        "import { api } from '../../lib/api';",
        "import { Page } from '../../ui/page';",
        "import { hotelsQuery } from './api';",
        "const Lazy = () => import('./tabs/pricing');",
      ].join('\n'),
      'app/routes/hotels.tsx': "import { List } from '../../features/hotels/page';\nimport '../../features/search/api';",
      'main.tsx': "import './app/router';",
    });
    expect(findBoundaryViolations(src)).toEqual([]);
  });

  it('names every import from one feature into another, static, type-only, multi-line or lazy', () => {
    const src = tree({
      'features/bookings/list.tsx': [
        '// moved from ../search/api long ago',
        "import { useDestinations } from '../search/api';",
        "import type {\n  Hotel,\n  Room,\n} from '../hotels/api';",
        "export { money } from '../search/format';",
        "const csv = () => import('../users/api');",
      ].join('\n'),
    });
    expect(findBoundaryViolations(src)).toEqual([
      "features/bookings/list.tsx:2  '../search/api' imports the search feature; move the shared piece to src/lib/ or src/ui/, or compose both in src/app/",
      "features/bookings/list.tsx:3  '../hotels/api' imports the hotels feature; move the shared piece to src/lib/ or src/ui/, or compose both in src/app/",
      "features/bookings/list.tsx:7  '../search/format' imports the search feature; move the shared piece to src/lib/ or src/ui/, or compose both in src/app/",
      "features/bookings/list.tsx:8  '../users/api' imports the users feature; move the shared piece to src/lib/ or src/ui/, or compose both in src/app/",
    ]);
  });

  it('keeps features off src/app/ and other workspaces, and ui/ and lib/ off features and app/', () => {
    const src = tree({
      'features/search/routes.tsx': "import { rootRoute } from '../../app/route-base';\nimport { db } from '@travel/server';",
      'lib/i18n.ts': "import { hotelsEn } from '../features/hotels/en';",
      'ui/nav.tsx': "import { router } from '../app/router';",
    });
    expect(findBoundaryViolations(src)).toEqual([
      "features/search/routes.tsx:1  '../../app/route-base' imports src/app/; features import only their own files, src/ui/, src/lib/ and @travel/contracts",
      "features/search/routes.tsx:2  '@travel/server' imports the workspace package @travel/server; the web reaches the server only through @travel/contracts",
      "lib/i18n.ts:1  '../features/hotels/en' imports the hotels feature; src/lib/ is shared and depends on no feature",
      "ui/nav.tsx:1  '../app/router' imports src/app/; src/ui/ is shared and depends on no route or layout",
    ]);
  });

  it('lets tests and their fixtures use src/test/, and nothing else', () => {
    const src = tree({
      'test/render.tsx': "import i18n from '../lib/i18n';",
      'features/hotels/page.test.tsx': "import { renderScreen } from '../../test/render';",
      'features/hotels/hotels-fixture.tsx': "import { renderScreen } from '../../test/render';",
      'features/hotels/page.tsx': "import { renderScreen } from '../../test/render';",
      'ui/nav.tsx': "import { tick } from '../test/render';",
    });
    expect(findBoundaryViolations(src)).toEqual([
      "features/hotels/page.tsx:1  '../../test/render' imports src/test/, which is for tests and their fixtures",
      "ui/nav.tsx:1  '../test/render' imports src/test/, which is for tests and their fixtures",
    ]);
  });

  it('finds no crossing in the web app itself', () => {
    expect(findBoundaryViolations(path.resolve(import.meta.dirname, '../src'))).toEqual([]);
  });
});
