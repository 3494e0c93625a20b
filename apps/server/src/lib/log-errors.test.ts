import { describe, expect, it } from 'vitest';
import { errorForLog } from './log-errors';

describe('errorForLog', () => {
  it('keeps a failed query of 100,000 parameters to a few lines', () => {
    const params = Array.from({ length: 100_000 }, (_, i) => i + 1);
    const cause = Object.assign(new Error('bind message has 34464 parameter formats but 0 parameters'), { code: '08P01', query: 'select ...', params });
    const failed = new Error(
      `Failed query: select * from room_pricing where room_id in (${params.map((_, i) => `$${i + 1}`).join(', ')})\nparams: ${params.join(',')}`,
      { cause },
    );
    const logged = errorForLog(failed);
    const text = JSON.stringify(logged);
    expect(text.length).toBeLessThan(8_000);
    expect(logged.message).toMatch(/^Failed query: select \* from room_pricing/);
    expect(logged.message).toMatch(/more characters\)$/);
    expect(logged.cause).toMatchObject({ type: 'Error', code: '08P01', message: 'bind message has 34464 parameter formats but 0 parameters' });
    expect(text).not.toContain('"params"');
    expect(logged.stack?.split('\n').length).toBeLessThanOrEqual(12);
  });

  it('a thrown value that is not an Error', () => {
    expect(errorForLog('x'.repeat(5_000)).message.length).toBeLessThan(1_100);
    expect(errorForLog(undefined)).toEqual({ type: 'undefined', message: 'undefined' });
  });
});
