import { describe, expect, it } from 'vitest';
import { zhCN } from '@mui/material/locale';
import { zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { createDocsTheme } from './create-docs-theme';

describe('createDocsTheme', () => {
  it('builds the documented theme constants', () => {
    const theme = createDocsTheme();
    expect(theme.spacing(1)).toContain('--mui-spacing');
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
  });

  it('merges locale packs into the one build', () => {
    const theme = createDocsTheme({}, zhCN, gridZhCN);
    const components = theme.components as Record<string, { defaultProps?: Record<string, unknown> }>;
    expect(components.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('每页行数:');
    const localeText = components.MuiDataGrid?.defaultProps?.localeText as Record<string, unknown>;
    expect(localeText.toolbarColumns).toBe(
      gridZhCN.components.MuiDataGrid.defaultProps.localeText.toolbarColumns,
    );
    // The CSS-variables members survive the merge.
    expect(theme.vars.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main/);
  });
});
