import { describe, expect, it } from 'vitest';
import { importedPackages, installedVersion, sandboxDependencies } from './dependencies';

describe('demo dependencies', () => {
  it('lists imported packages by name, skipping relative files', () => {
    const code = [
      "import * as React from 'react';",
      "import Box from '@mui/material/Box';",
      "import { DataGrid } from '@mui/x-data-grid';",
      "import styles from './Toolbar.module.css';",
      "import type { GridColDef } from '@mui/x-data-grid-pro';",
    ].join('\n');
    expect(importedPackages(code)).toEqual([
      '@mui/material',
      '@mui/x-data-grid',
      '@mui/x-data-grid-pro',
      'react',
    ]);
  });

  it('pins the installed versions and adds the peers a demo needs to run', () => {
    const deps = sandboxDependencies(
      "import { DatePicker } from '@mui/x-date-pickers/DatePicker';\nimport { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
      'tailwind',
    );
    expect(Object.keys(deps)).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      '@mui/x-date-pickers',
      '@tailwindcss/postcss',
      'dayjs',
      'postcss',
      'react',
      'react-dom',
      'tailwindcss',
    ]);
    expect(deps['@mui/x-date-pickers']).toBe(installedVersion('@mui/x-date-pickers'));
    expect(deps.react).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('fails on a package that is not installed', () => {
    expect(() => sandboxDependencies("import x from 'left-pad-nowhere';", 'system')).toThrow(/not installed/);
  });
});
