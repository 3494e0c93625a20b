import { defineConfig } from 'vitest/config';

/*
 * Web unit tests: the models that carry logic, run in Node; a test that needs the browser's
 * objects (storage, window, DOM) says `// @vitest-environment happy-dom` on its first line.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'node',
  },
});
