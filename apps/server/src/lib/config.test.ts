import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Issue 32: a newcomer's first start stays readable: request logs are off unless asked. */
describe('LOG_LEVEL', () => {
  it('is warn by default (no line per request); info, debug and the others when asked', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: '' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('refuses an unknown level with a sentence listing the levels', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL "verbose" must be one of fatal, error, warn, info, debug, trace, silent.');
  });
});
