import { describe, expect, it } from 'vitest';
import { getThemeCss, getThemeStylesheets, serializeStyleSheets, usedThemeVariables } from './theme-css';
import { DARK_THEME_COLOR, LIGHT_THEME_COLOR } from './create-docs-theme';

describe('getThemeCss', () => {
  const css = getThemeCss();

  it('emits root tokens and the light scheme', () => {
    expect(css).toContain(':root{');
    expect(css).toContain('--mui-spacing:8px;');
    expect(css).toContain('--mui-shape-borderRadius:12px;');
    expect(css).toMatch(/:root, \.mode-light\{[^}]*--mui-palette-primary-main:#0b6bcb;/);
    expect(css.toLowerCase()).toContain(LIGHT_THEME_COLOR.toLowerCase());
  });

  it('emits a .mode-dark block with the dark background', () => {
    expect(css).toMatch(/\.mode-dark\{[^}]*color-scheme:dark;/);
    expect(css).toContain(`--mui-palette-background-default:${DARK_THEME_COLOR};`);
  });

  it('contains no object leftovers', () => {
    expect(css).not.toContain('[object Object]');
    expect(css).not.toContain(':undefined;');
  });
});

describe('serializeStyleSheets', () => {
  it('handles numbers, nesting, at-rules and camelCase properties', () => {
    const out = serializeStyleSheets([
      {
        ':root': { '--a': 1, colorScheme: 'light' },
        '@media (prefers-color-scheme: dark)': { ':root': { '--a': 2 } },
        '.x, .y': { '& .z': { '--b': 'red' } },
      },
    ]);
    expect(out).toContain(':root{--a:1;color-scheme:light;}');
    expect(out).toContain('@media (prefers-color-scheme: dark){:root{--a:2;}}');
    expect(out).toContain('.x .z, .y .z{--b:red;}');
  });
});

describe('usedThemeVariables', () => {
  const css =
    ':root{--mui-a:1px;--mui-b:var(--mui-c);--mui-c:red;--mui-palette-primary-main:blue;--mui-palette-primary-dark:navy;--mui-palette-error-main:red;--mui-z:0;}';

  it('keeps the named variables and what they refer to', () => {
    expect([...usedThemeVariables(css, ['a { color: var(--mui-b); }'])].sort()).toEqual([
      '--mui-b',
      '--mui-c',
    ]);
  });

  it('treats a name ending in a dash as a prefix, but not a bare palette prefix', () => {
    const used = usedThemeVariables(css, ['`--mui-palette-primary-${key}`', "'--mui-palette-'"]);
    expect([...used].sort()).toEqual(['--mui-palette-primary-dark', '--mui-palette-primary-main']);
  });
});

describe('getThemeStylesheets', () => {
  const { full, shell } = getThemeStylesheets([
    '.x { color: var(--mui-palette-text-primary); padding: var(--mui-spacing); }',
  ]);

  it('writes the full set as getThemeCss does', () => {
    expect(full).toBe(getThemeCss());
  });

  it('writes only the variables the sources read, in both schemes', () => {
    expect(shell).toContain('--mui-spacing:8px;');
    expect(shell).toMatch(/:root, \.mode-light\{[^}]*--mui-palette-text-primary:/);
    expect(shell).toMatch(/\.mode-dark\{[^}]*color-scheme:dark;[^}]*--mui-palette-text-primary:/);
    expect(shell).not.toContain('--mui-shadows-1:');
    expect(shell.length).toBeLessThan(full.length / 5);
  });
});
