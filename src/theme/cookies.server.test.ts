// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from './cookies';

describe('cookies on the server', () => {
  it('getCookie throws a clear error', () => {
    expect(() => getCookie('paletteColors')).toThrow(/server/);
  });

  it('setCookie throws too', () => {
    expect(() => setCookie('paletteColors', '{}')).toThrow(/server/);
  });
});
