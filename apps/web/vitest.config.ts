import { defineConfig } from 'vitest/config';

/*
 * Web unit tests: the models that carry logic, run in Node; a test that needs the browser's
 * objects (storage, window, DOM) says `// @vitest-environment happy-dom` on its first line.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // CI runs these beside both server suites on two cores: a screen test that takes 1-2 s alone
    // can take five times that there, so the limits are generous (a hung test still fails).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
