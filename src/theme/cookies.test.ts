// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_MAX_AGE, PALETTE_COLORS_COOKIE, deleteCookie, getCookie, setCookie } from './cookies';

describe('cookies in the browser', () => {
  afterEach(() => {
    deleteCookie('a');
    deleteCookie(PALETTE_COLORS_COOKIE);
    vi.restoreAllMocks();
  });

  it('names the palette cookie and keeps cookies for one year', () => {
    expect(PALETTE_COLORS_COOKIE).toBe('paletteColors');
    expect(COOKIE_MAX_AGE).toBe(31536000);
  });

  it('round-trips an encoded value', () => {
    const value = JSON.stringify({
      primary: '#ff0000',
      secondary: 'rgb(1, 2, 3)',
    });
    setCookie(PALETTE_COLORS_COOKIE, value);
    expect(getCookie(PALETTE_COLORS_COOKIE)).toBe(value);
  });

  it('returns undefined for a missing cookie and for a name that is only a prefix', () => {
    setCookie('ab', '1');
    expect(getCookie('a')).toBeUndefined();
    deleteCookie('ab');
  });

  it('writes path, max-age and SameSite attributes', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
    });
    setCookie('a', 'x y');
    setCookie('a', 'z', 60);
    expect(writes[0]).toBe('a=x%20y; path=/; max-age=31536000; SameSite=Lax');
    expect(writes[1]).toContain('max-age=60');
  });

  it('deleteCookie removes the value', () => {
    setCookie('a', '1');
    deleteCookie('a');
    expect(getCookie('a')).toBeUndefined();
  });
});
