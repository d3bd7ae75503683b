import { describe, expect, it } from 'vitest';
import { contentFilesFor, contentKeyFor } from './files';

describe('content file mapping', () => {
  it('maps group roots to overview pages', () => {
    expect(contentKeyFor('/x/introduction')).toBe('introduction/overview');
    expect(contentKeyFor('/x/react-data-grid')).toBe('data-grid/overview');
    expect(contentKeyFor('/x/react-date-pickers/quickstart')).toBe('date-pickers/quickstart');
  });
  it('maps migration pages into one folder', () => {
    expect(contentKeyFor('/x/migration-v8')).toBe('migration/migration-v8');
    expect(contentKeyFor('/x/migration/migration-pickers-lab')).toBe('migration/migration-pickers-lab');
  });
  it('maps the guides and the what is new page', () => {
    expect(contentKeyFor('/x/guides/telemetry')).toBe('guides/telemetry');
    expect(contentKeyFor('/x/whats-new')).toBe('introduction/whats-new');
  });
  it('refuses paths outside the known folders', () => {
    expect(() => contentKeyFor('/x/unknown-thing')).toThrow('/x/unknown-thing');
  });
  it('prefers the translation, then English', () => {
    const files = contentFilesFor('charts/overview', 'zh').map((f) => f.split('content/')[1]);
    expect(files).toEqual([
      'charts/overview.zh.mdx',
      'charts/overview.zh.md',
      'charts/overview.mdx',
      'charts/overview.md',
    ]);
  });
});
