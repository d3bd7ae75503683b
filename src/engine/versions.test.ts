import { describe, expect, it } from 'vitest';
import { getInstalledVersion, getVersionEntries } from './versions';

describe('version switcher', () => {
  it('reads the installed 8.x version', () => {
    expect(getInstalledVersion()).toMatch(/^8\.\d+\.\d+$/);
  });
  it('offers v4 on data grid pages but not v5', () => {
    const texts = getVersionEntries('/x/react-data-grid/sorting', '8.29.3').map((e) => e.text);
    expect(texts).toEqual(['v8.29.3', 'v7', 'v6', 'v4']);
  });
  it('offers v5 on date picker pages but not v4', () => {
    const texts = getVersionEntries('/x/react-date-pickers', '8.29.3').map((e) => e.text);
    expect(texts).toEqual(['v8.29.3', 'v7', 'v6', 'v5']);
  });
  it('offers v4 on introduction pages, neither on charts', () => {
    expect(getVersionEntries('/x/introduction/installation', '8.0.0').map((e) => e.text)).toContain('v4');
    expect(getVersionEntries('/x/react-charts', '8.0.0').map((e) => e.text)).toEqual(['v8.0.0', 'v7', 'v6']);
  });
  it('marks only the current entry', () => {
    const entries = getVersionEntries('/x/react-charts', '8.0.0');
    expect(entries.filter((e) => e.current)).toHaveLength(1);
    expect(entries[1].href).toBe('https://v7.mui.com/x/react-charts/');
  });
});
