import { defineConfig } from 'vitest/config';

/**
 * One run is one server and one browser at a time: journeys run one file after another against
 * the server global setup starts. `npm test -w e2e` (support/shards.mjs) starts several runs side
 * by side, each on its own server and database, and names each one's journeys in E2E_FILES.
 */
const shardFiles = process.env.E2E_FILES?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    include: shardFiles?.length ? shardFiles : ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // A whole wizard journey is 60-100 browser steps: alone it takes 20-45 s, but with another
    // test run beside it on the 2-core machine it passed 60 s (two CI runs side by side, issue 28).
    // Each step still fails after its own 10 s; this bounds only the sum.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A polled assertion waits as long as a locator does (10 s), not vitest's 1 s: on a loaded
    // machine a page's data often arrives after a second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    fileParallelism: false,
    // The journeys of a run share one worker and its loaded modules (playwright-core, the support
    // files): each journey still launches its own browser and closes it after its last test.
    isolate: false,
  },
});
