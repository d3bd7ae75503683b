import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { describeError, evaluateDemo, MissingModuleError, transpile, type Execute } from './live-run';

/** Node's counterpart of the page's inline-script runner: the same source, named by `url` in stacks. */
const execute: Execute = (factorySource, url) =>
  vm.runInThisContext(`(${factorySource})`, { filename: url }) as ReturnType<Execute>;

const URL = 'live-demo/Greeting.tsx';

const jsxRuntime = {
  jsx: (type: unknown, props: unknown) => ({ type, props }),
  jsxs: (type: unknown, props: unknown) => ({ type, props }),
};
const scope = {
  react: { __esModule: true, default: {}, useState: () => [0] },
  'react/jsx-runtime': jsxRuntime,
  '@mui/material/Box': { __esModule: true, default: 'Box' },
  '@mui/x-data-grid': { __esModule: true, DataGrid: 'DataGrid' },
};

const demo = (header: string) =>
  [
    "import * as React from 'react';",
    "import Box from '@mui/material/Box';",
    "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
    '',
    "const columns: GridColDef[] = [{ field: 'name', headerName: " + JSON.stringify(header) + ' }];',
    '',
    'export default function Greeting(): React.ReactElement {',
    '  return <Box><DataGrid columns={columns} rows={[]} /></Box>;',
    '}',
  ].join('\n');

type Element = { type: unknown; props: { children: Element } & Record<string, unknown> };

describe('live demo code', () => {
  it('transpiles TypeScript and JSX without moving a line', () => {
    const source = demo('Name');
    const js = transpile(source, 'TS');
    expect(js.split('\n')).toHaveLength(source.split('\n').length);
    expect(js.split('\n')[4]).toContain('headerName: "Name"');
    expect(js).not.toContain('GridColDef[]');
  });

  it('resolves imports against the demo’s own modules and returns its component', () => {
    const Greeting = evaluateDemo(demo('Full name'), 'TS', scope, URL, execute) as unknown as () => Element;
    const box = Greeting();
    expect(box.type).toBe('Box');
    const grid = box.props.children;
    expect(grid.type).toBe('DataGrid');
    expect(grid.props.columns).toEqual([{ field: 'name', headerName: 'Full name' }]);
  });

  it('runs the JavaScript variant too', () => {
    const js = "import Box from '@mui/material/Box';\nexport default function A() {\n  return <Box />;\n}";
    const A = evaluateDemo(js, 'JS', scope, URL, execute) as unknown as () => Element;
    expect(A().type).toBe('Box');
  });

  it('names a module the demo never loaded, and its line', () => {
    const code =
      "import * as React from 'react';\n\nimport dayjs from 'dayjs';\nexport default () => dayjs();";
    let thrown: unknown;
    try {
      evaluateDemo(code, 'TS', scope, URL, execute);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingModuleError);
    const described = describeError(thrown, URL);
    expect(described.message).toMatch(/Cannot import "dayjs"/);
    expect(described.message).toContain('@mui/x-data-grid');
    expect(described.message).not.toContain('jsx-runtime');
    expect(described.line).toBe(3);
  });

  it('names a module the demo never loaded even before the code uses it', () => {
    // TypeScript drops imports it sees no value use of; a reader who has only typed the import
    // line must still learn at once that the module is out of reach.
    const code =
      "import dayjs from 'dayjs';\nimport Box from '@mui/material/Box';\nexport default () => <Box />;";
    expect(() => evaluateDemo(code, 'TS', scope, URL, execute)).toThrow(/Cannot import "dayjs"/);
  });

  it('keeps working with type-only imports of a loaded module', () => {
    const code =
      "import { GridColDef } from '@mui/x-data-grid';\nconst c: GridColDef[] = [];\nexport default () => c;";
    expect(() => evaluateDemo(code, 'TS', scope, URL, execute)).not.toThrow();
  });

  it('maps a syntax error to its line and column', () => {
    const broken = demo('Name').replace('headerName: "Name" }];', 'headerName: "Name" ];');
    let thrown: unknown;
    try {
      evaluateDemo(broken, 'TS', scope, URL, execute);
    } catch (error) {
      thrown = error;
    }
    const described = describeError(thrown, URL);
    expect(described.line).toBe(5);
    expect(described.column).toBeGreaterThan(40);
    expect(described.message).not.toMatch(/\(\d+:\d+\)$/);
  });

  it('maps a runtime error thrown while rendering to the line that threw', () => {
    const code = [
      "import * as React from 'react';",
      'const rows: number[] = [];',
      'export default function Broken() {',
      '  const first = rows[0] as unknown as { name: string };',
      '  return <p>{first.name}</p>;',
      '}',
    ].join('\n');
    const Broken = evaluateDemo(code, 'TS', scope, URL, execute) as () => unknown;
    let thrown: unknown;
    try {
      Broken();
    } catch (error) {
      thrown = error;
    }
    expect(describeError(thrown, URL)).toMatchObject({ line: 5, message: expect.stringMatching(/name/) });
  });

  it('refuses code without a default-exported component', () => {
    expect(() => evaluateDemo('export const a = 1;', 'TS', scope, URL, execute)).toThrow(/default export/);
  });
});
