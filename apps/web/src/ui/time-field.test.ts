import { describe, expect, it } from 'vitest';
import { parseTime } from './time-field';

describe('parseTime (24-hour HH:MM, issue 32)', () => {
  it('reads the ways people type a time', () => {
    expect(['09:30', '9:30', '930', '0930', '9.30', '9h30', ' 9:30 '].map(parseTime)).toEqual(Array(7).fill('09:30'));
    expect(parseTime('18:05')).toBe('18:05');
    expect(parseTime('1805')).toBe('18:05');
    expect(parseTime('0')).toBe('00:00');
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('23:59')).toBe('23:59');
  });

  it('refuses what is not a 24-hour time', () => {
    for (const text of ['24:00', '12:60', '9:3', '9:30 pm', '6pm', 'noon', '', '123456', '-1:00']) expect(parseTime(text), text).toBeNull();
  });
});
