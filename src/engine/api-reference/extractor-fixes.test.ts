import { describe, expect, it } from 'vitest';
import { chooseClassObject, type ClassObjects } from './classes';
import { probeSource } from './default-instances';
import { defaultValue, withoutLinkLists } from './jsdoc';
import { MAPPED, markInherited } from './members';
import type { ApiProp } from './types';

/** Regression tests for the extractor errors of issue 34 that need no compiled program. */

describe('chooseClassObject', () => {
  const objects: ClassObjects = new Map<string, Record<string, string>>([
    // x-charts exports the radar axis classes under the name the axis would have.
    [
      'chartsAxisClasses',
      { root: 'MuiRadarAxis-root', line: 'MuiRadarAxis-line', label: 'MuiRadarAxis-label' },
    ],
    [
      'axisClasses',
      {
        root: 'MuiChartsAxis-root',
        line: 'MuiChartsAxis-line',
        label: 'MuiChartsAxis-label',
        tick: 'MuiChartsAxis-tick',
      },
    ],
    ['markElementClasses', { root: 'MuiMarkElement-root', faded: 'MuiMarkElement-faded' }],
    ['lineHighlightElementClasses', { root: 'MuiHighlightElement-root' }],
  ]);

  it('picks the object with the interface keys and the theme prefix, not the export name', () => {
    const keys = ['root', 'line', 'label', 'tick'];
    expect(chooseClassObject(objects, keys, 'MuiChartsAxis', ['chartsAxisClasses', 'axisClasses'])).toBe(
      'axisClasses',
    );
    expect(chooseClassObject(objects, ['root', 'line', 'label'], 'MuiRadarAxis', ['radarAxisClasses'])).toBe(
      'chartsAxisClasses',
    );
    expect(chooseClassObject(objects, ['root', 'faded'], 'MuiMarkElement', ['markElementClasses'])).toBe(
      'markElementClasses',
    );
  });

  it('finds nothing rather than an object with other keys', () => {
    expect(chooseClassObject(objects, ['paper', 'backdrop'], 'MuiFoo', ['fooClasses'])).toBeUndefined();
  });
});

describe('defaultValue', () => {
  it('keeps the value of a braced default and drops the sentence after it', () => {
    expect(
      defaultValue(
        '{defaultGetPivotDerivedColumns | undefined} Creates year and quarter columns for date columns.',
      ),
    ).toBe('defaultGetPivotDerivedColumns');
  });

  it('drops the dash before the first case of a list and the period after a name', () => {
    expect(defaultValue("- `[]` for Pickers with one step.\n- `['cancel']` otherwise.")).toBe(
      "`[]` for Pickers with one step.\n- `['cancel']` otherwise.",
    );
    expect(defaultValue('TreeItem.')).toBe('TreeItem');
    expect(defaultValue('{ x: 1 }')).toBe('{ x: 1 }');
  });
});

describe('withoutLinkLists', () => {
  it('drops the Demos, Features and API lists of a component comment', () => {
    const text =
      'Features:\n- [DataGrid](https://mui.com/x/react-data-grid/features/)\n\nAPI:\n- [DataGrid API](/x/api/data-grid/data-grid)';
    expect(withoutLinkLists(text)).toBe('');
    expect(withoutLinkLists('Shows bars.\n\nDemos:\n\n- [Bars](/x/react-charts/bars)\n\nMore text.')).toBe(
      'Shows bars.\n\nMore text.',
    );
  });
});

describe('markInherited', () => {
  const prop = (name: string): ApiProp => ({
    name,
    type: { text: 'string' },
    required: false,
    deprecated: false,
  });

  it('credits Material UI props to their component, and system props to that component too', () => {
    const members = [prop('spacing'), prop('bgcolor'), prop('color'), prop('format')];
    markInherited(
      members,
      new Map([
        ['spacing', '/x/node_modules/@mui/material/esm/Stack/Stack.d.ts'],
        ['bgcolor', '/x/node_modules/@mui/system/styleFunctionSx/styleFunctionSx.d.ts'],
        ['color', MAPPED],
      ]),
    );
    expect(members.map((m) => m.inheritedFrom)).toEqual(['Stack', 'Stack', 'Stack', undefined]);
  });
});

describe('probeSource', () => {
  it('calls generic components with no props and names generic aliases without arguments', () => {
    expect(
      probeSource([
        { module: '@mui/x-charts-pro', name: 'ChartsContainerPro', kind: 'call' },
        { module: '@mui/x-charts', name: 'AxisConfig', kind: 'type' },
      ]),
    ).toBe(
      "import * as M0 from '@mui/x-charts-pro';\nimport * as M1 from '@mui/x-charts';\n" +
        'export const p0 = M0.ChartsContainerPro({});\nexport type p1 = M1.AxisConfig;\n',
    );
  });
});
