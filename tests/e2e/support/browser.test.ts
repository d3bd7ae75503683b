import { describe, expect, it } from 'vitest';
import { chromiumExecutable, DEBIAN_CHROMIUM } from './browser';

describe('chromiumExecutable', () => {
  it('prefers CHROMIUM_PATH, then Debian’s Chromium', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
    expect(chromiumExecutable({}, (file) => file === DEBIAN_CHROMIUM)).toBe(DEBIAN_CHROMIUM);
  });
  it('falls back to Playwright’s own browser on a machine without one', () => {
    expect(chromiumExecutable({}, () => false)).toBeUndefined();
  });
});
