import { describe, expect, it } from 'vitest';
import { getSidebar } from '../route-data';
import { templateShell } from './shell';

describe('templateShell', () => {
  it('gives the gallery and source pages the sidebar of their language', () => {
    const shell = templateShell('zh', '/x/templates/checkout/source');
    expect(shell.lang).toBe('zh');
    expect(shell.pathname).toBe('/x/templates/checkout/source');
    expect(shell.sidebar).toEqual(getSidebar('zh'));
  });

  it('falls back to English for a language the site does not have', () => {
    const shell = templateShell('fr', '/x/templates');
    expect(shell.lang).toBe('en');
    expect(shell.sidebar).toEqual(getSidebar('en'));
  });

  it('points the current version at the page itself and older ones away from templates', () => {
    const { versions } = templateShell('en', '/x/templates');
    expect(versions.find((entry) => entry.current)?.href).toBe('/x/templates');
    expect(versions.some((entry) => entry.href.includes('v4.mui.com'))).toBe(false);
    expect(
      versions.filter((entry) => !entry.current).every((entry) => !entry.href.includes('/templates')),
    ).toBe(true);
  });
});
