import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  chooseClassObject,
  classesInterfaces,
  declaredClassObject,
  materialModule,
  type ClassObjects,
} from './classes';
import type { BuiltEntry } from './component-entry';
import { probeSource } from './default-instances';
import { defaultValue, readDocs, withoutLinkLists } from './jsdoc';
import { inheritTextFieldClasses } from './slot-classes';
import { MAPPED, markInherited } from './members';
import type { ApiProp, ComponentEntry } from './types';

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

/** A program over in-memory declaration files (`/pkg/...`), for the checks that need a checker. */
function virtualProgram(files: Record<string, string>): ts.Program {
  const host = ts.createCompilerHost({});
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name in files ? ts.createSourceFile(name, files[name], version, true) : getSourceFile(name, version);
  host.fileExists = (name) => name in files || ts.sys.fileExists(name);
  host.readFile = (name) => files[name] ?? ts.sys.readFile(name);
  host.directoryExists = (name) => name === '/pkg' || ts.sys.directoryExists(name);
  return ts.createProgram(Object.keys(files), { noEmit: true, strict: true, types: [] }, host);
}

describe('classes interfaces and their runtime objects (issue: v9 classes)', () => {
  const files = {
    '/pkg/radarClasses.d.ts': [
      'export interface RadarClasses { root: string; axisRoot: string; axisLine: string }',
      'export declare const radarClasses: RadarClasses;',
    ].join('\n'),
    '/pkg/RadarAxis.d.ts': [
      "import type { RadarClasses } from './radarClasses';",
      "export interface RadarAxisProps { classes?: Partial<Pick<RadarClasses, 'axisRoot' | 'axisLine'>> }",
      'export interface SankeyTooltipClasses extends RadarClasses {}',
      'export interface SankeyTooltipProps { classes?: Partial<SankeyTooltipClasses> }',
    ].join('\n'),
    '/pkg/listClasses.d.ts': [
      'export interface ListClasses { root: string }',
      'declare const listClasses: ListClasses;',
      'export default listClasses;',
    ].join('\n'),
  };
  const program = virtualProgram(files);
  const checker = program.getTypeChecker();
  const exported = (file: string, name: string) =>
    checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
      .find((s) => s.name === name)!;
  const classesOf = (props: string) =>
    checker.getNonNullableType(
      checker.getTypeOfSymbol(
        checker.getPropertyOfType(
          checker.getDeclaredTypeOfSymbol(exported('/pkg/RadarAxis.d.ts', props)),
          'classes',
        )!,
      ),
    );

  it('finds the interface behind Partial and Pick, and behind an interface extending it', () => {
    expect(classesInterfaces(checker, classesOf('RadarAxisProps')).map((t) => t.symbol.name)).toEqual([
      'RadarClasses',
    ]);
    expect(classesInterfaces(checker, classesOf('SankeyTooltipProps')).map((t) => t.symbol.name)).toEqual([
      'SankeyTooltipClasses',
      'RadarClasses',
    ]);
  });

  it('names the export declared with that interface, default exports included', () => {
    const [radar] = classesInterfaces(checker, classesOf('RadarAxisProps'));
    expect(declaredClassObject(checker, radar)).toEqual({
      file: '/pkg/radarClasses.d.ts',
      exportName: 'radarClasses',
    });
    const list = checker.getDeclaredTypeOfSymbol(
      exported('/pkg/listClasses.d.ts', 'ListClasses'),
    ) as ts.InterfaceType;
    expect(declaredClassObject(checker, list)).toEqual({
      file: '/pkg/listClasses.d.ts',
      exportName: 'default',
    });
    const [sankey] = classesInterfaces(checker, classesOf('SankeyTooltipProps'));
    expect(declaredClassObject(checker, sankey)).toBeUndefined();
  });

  it('tells Material UI declarations from MUI X ones', () => {
    expect(materialModule('/x/node_modules/@mui/material/List/listClasses.d.ts')).toBe('@mui/material/List');
    expect(materialModule('/x/node_modules/@mui/material/esm/List/listClasses.d.mts')).toBe(
      '@mui/material/List',
    );
    expect(materialModule('/x/node_modules/@mui/x-charts/ChartsAxis/axisClasses.d.ts')).toBeUndefined();
  });
});

describe('readDocs on a renamed mapped property', () => {
  it('reads the comment of the property it comes from', () => {
    const program = virtualProgram({
      '/pkg/legend.d.ts': [
        'type PrependKeys<T, P extends string> = { [K in keyof T as `${P}${Capitalize<K & string>}`]: T[K] };',
        'interface MarkProps {',
        '  /**',
        '   * The type of the mark.',
        "   * @default 'square'",
        '   */',
        "  type?: 'square' | 'circle';",
        '}',
        "export interface LegendProps extends PrependKeys<Pick<MarkProps, 'type'>, 'mark'> {}",
      ].join('\n'),
    });
    const checker = program.getTypeChecker();
    const legend = checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile('/pkg/legend.d.ts')!)!)
      .find((s) => s.name === 'LegendProps')!;
    const markType = checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(legend), 'markType')!;
    expect(readDocs(checker, markType)).toMatchObject({
      description: 'The type of the mark.',
      default: "'square'",
    });
  });
});

describe('inheritTextFieldClasses', () => {
  const built = (
    entry: Partial<ComponentEntry>,
    classes?: Record<string, string>,
  ): BuiltEntry<ComponentEntry> => ({
    entry: {
      _generated: '',
      kebab: '',
      kind: 'component',
      product: 'date-pickers',
      plan: 'community',
      plans: ['community'],
      aliases: [],
      imports: [],
      deprecated: false,
      name: '',
      props: [],
      slots: [],
      classes: [],
      ...entry,
    },
    descriptions: classes ? { classes } : {},
  });
  const classesProp = {
    name: 'classes',
    type: { text: '' },
    required: false,
    deprecated: false,
    inheritedFrom: 'FormControl',
  };

  it("gives a field with Material UI's classes prop the classes of its textField slot's component", () => {
    const textField = built(
      { name: 'PickersTextField', classes: [{ key: 'root', className: 'MuiPickersTextField-root' }] },
      { root: 'Styles applied to the root.' },
    );
    const field = built({
      name: 'DateField',
      props: [classesProp],
      slots: [{ name: 'textField', default: '<PickersTextField />' }],
    });
    const own = built({
      name: 'MultiInputDateRangeField',
      props: [{ ...classesProp, inheritedFrom: undefined }],
      slots: [{ name: 'textField', default: '<PickersTextField />' }],
    });
    inheritTextFieldClasses([textField, field, own]);
    expect(field.entry.classes).toEqual([{ key: 'root', className: 'MuiPickersTextField-root' }]);
    expect(field.descriptions.classes).toEqual({ root: 'Styles applied to the root.' });
    expect(own.entry.classes).toEqual([]);
  });
});
