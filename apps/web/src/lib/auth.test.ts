import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './auth';

describe('the way back after logging in (issue 18.3)', () => {
  it('keeps the whole search URL, wizard step included, through the login page', () => {
    const search = '/search?searchMode=hotel&toId=4&rooms={"room1":{"adults":2}}&hotelId=7&step=1';
    const href = loginHref(search);
    expect(href.startsWith('/login?redirect=')).toBe(true);
    expect(new URL(href, 'https://agency.test').searchParams.get('redirect')).toBe(search);
  });

  it('goes only to a path of this site', () => {
    expect(safeRedirect('/search?step=2')).toBe('/search?step=2');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https://evil.test/')).toBe('/');
    expect(safeRedirect('//evil.test/')).toBe('/');
    expect(safeRedirect('/\\evil.test/')).toBe('/');
  });
});
