import { defineConfig } from 'vitest/config';

/*
 * Web unit tests: the models that carry logic, run in Node. No DOM library (happy-dom, jsdom)
 * is installed, so tests that render components wait for one; the models need none.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'node',
  },
});
