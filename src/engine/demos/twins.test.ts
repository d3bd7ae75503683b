import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { findDemoFiles } from './registry';
import { buildTwins, readTwins, TWINS_FILE } from './twins';
import { toJsTwin } from './js-twin';

// Both walks cover every demo of the site (about 910): 40-60 s on a quiet 2-core machine, twice that
// while other work shares it, so the limit leaves room for the demo count to grow.
const EVERY_DEMO_MS = 180_000;

describe('JavaScript twins', () => {
  it(
    'regenerates every twin and finds exactly what the site shows',
    async () => {
      expect(fs.existsSync(TWINS_FILE)).toBe(true);
      const fresh = await buildTwins(findDemoFiles());
      expect(readTwins()).toEqual(fresh);
    },
    EVERY_DEMO_MS,
  );

  it(
    'are plain JavaScript: no TypeScript syntax left',
    async () => {
      for (const [file, js] of Object.entries(readTwins())) {
        const source = ts.createSourceFile('twin.jsx', js, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
        const errors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
        expect(errors, file).toEqual([]);
        // Transpiling again changes nothing once the types are gone.
        expect(await toJsTwin(js, 'twin.tsx'), file).toBe(js);
      }
    },
    EVERY_DEMO_MS,
  );

  it('removes types, keeps comments, blank lines and JSX as written', async () => {
    const source = [
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      '',
      'interface Row {',
      '  id: number;',
      '}',
      '',
      '// Keep me.',
      "const columns: GridColDef<Row>[] = [{ field: 'id' }];",
      '',
      'export default function Demo() {',
      '  const label = `rows: ${columns.length as number}`;',
      '  return <DataGrid rows={[] as Row[]} columns={columns} aria-label={label} />;',
      '}',
      '',
    ].join('\n');
    expect(await toJsTwin(source)).toBe(
      [
        "import { DataGrid } from '@mui/x-data-grid';",
        '',
        '// Keep me.',
        "const columns = [{ field: 'id' }];",
        '',
        'export default function Demo() {',
        '  const label = `rows: ${columns.length}`;',
        '  return <DataGrid rows={[]} columns={columns} aria-label={label} />;',
        '}',
        '',
      ].join('\n'),
    );
  });
});
