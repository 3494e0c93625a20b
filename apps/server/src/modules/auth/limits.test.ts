import { describe, expect, it } from 'vitest';
import { ACCOUNT_GUARD_FAILURES, ACCOUNT_GUARDED, IP_LOCKED, IP_MAX_FAILURES, lockedMessage, SOURCE_LOCKED, SOURCE_MAX_FAILURES, sourceOf } from './limits';

describe('sourceOf', () => {
  it('keeps an IPv4 address, also written as an IPv4-mapped IPv6 one', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(sourceOf('2001:db8:7:1::5')).toBe('2001:db8:7:1::/64');
    expect(sourceOf('2001:0DB8:0007:0001:abcd:0:0:99')).toBe('2001:db8:7:1::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64');
  });

  it('keeps anything else as it is', () => {
    expect(sourceOf('unknown')).toBe('unknown');
  });
});

describe('lockedMessage', () => {
  const none = { bySource: 0, bySourceDay: 0, byIp: 0, byAccount: 0, knownSource: false };

  it('refuses a source at its own limit, whether it is known to the account or not', () => {
    expect(lockedMessage({ ...none, bySource: SOURCE_MAX_FAILURES, bySourceDay: SOURCE_MAX_FAILURES })).toBe(SOURCE_LOCKED);
    expect(lockedMessage({ ...none, bySource: SOURCE_MAX_FAILURES, bySourceDay: SOURCE_MAX_FAILURES, knownSource: true })).toBe(SOURCE_LOCKED);
    expect(lockedMessage({ ...none, byIp: IP_MAX_FAILURES })).toBe(IP_LOCKED);
  });

  it("never refuses a known source for the account's safeguard", () => {
    expect(lockedMessage({ ...none, byAccount: ACCOUNT_GUARD_FAILURES })).toBe(ACCOUNT_GUARDED);
    expect(lockedMessage({ ...none, byAccount: ACCOUNT_GUARD_FAILURES * 10, knownSource: true })).toBeNull();
    expect(lockedMessage({ ...none, byAccount: ACCOUNT_GUARD_FAILURES - 1 })).toBeNull();
  });
});
