import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { interfacePageNames } from './interface-pages';
import { extractMembers } from './members';
import { signatureText } from './signature-text';

const declarations = `
export interface GridRowParams { id: string }
export type GridRowId = string | number;
export type GridEventListener = (params: GridRowParams, event: MouseEvent, details?: number) => void;
export type GridRowIdGetter<R> = (row: R) => GridRowId;
export declare class GridLogger { log(): void }
interface Hidden { x: number }
export interface WidgetProps { size: number }
export interface ToolbarSlot { dense: boolean }
export interface Props {
  onRowClick?: GridEventListener;
  getRowId?: GridRowIdGetter<{ id: number }>;
  format?: (value: number, ...rest: string[]) => string;
  label?: string | (() => string);
  logger?: GridLogger;
  hidden?: Hidden;
  ids: GridRowId[];
  widget?: WidgetProps;
  slots?: { toolbar?: ToolbarSlot };
}
export {};
`;

function load() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sig-'));
  const file = path.join(dir, 'index.d.ts');
  fs.writeFileSync(file, declarations);
  const program = ts.createProgram([file], { strict: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const exports = new Map(
    checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).map((s) => [s.name, s] as const),
  );
  const props = exports.get('Props')!;
  const members = extractMembers(checker, checker.getDeclaredTypeOfSymbol(props), props.declarations![0]);
  return { exports, members };
}

describe('callback signatures', () => {
  const { exports, members } = load();
  const prop = (name: string) => members.members.find((member) => member.name === name)!;

  it('shows parameters (name: type) and the return type, through a type alias', () => {
    expect(prop('onRowClick').type.text).toBe('GridEventListener');
    expect(prop('onRowClick').type.signature).toEqual({
      params: [
        { name: 'params', type: 'GridRowParams' },
        { name: 'event', type: 'MouseEvent' },
        { name: 'details', type: 'number | undefined', optional: true },
      ],
      returns: 'void',
    });
    expect(signatureText(prop('getRowId').type.signature!)).toBe('(row: { id: number; }) => GridRowId');
    expect(signatureText(prop('format').type.signature!)).toBe(
      '(value: number, ...rest: string[]) => string',
    );
  });

  it('gives no signature to a type that is not only a function', () => {
    expect(prop('label').type.signature).toBeUndefined();
    expect(prop('ids').type.signature).toBeUndefined();
  });

  it('collects the names prop types refer to (not slots), and keeps exported interfaces and aliases', () => {
    const referenced = members.referencedNames;
    for (const name of ['GridEventListener', 'GridRowParams', 'GridRowIdGetter', 'GridRowId', 'Hidden'])
      expect(referenced).toContain(name);
    expect(referenced).not.toContain('ToolbarSlot');
    const components = new Set(['GridRowId', 'Widget']);
    const names = interfacePageNames('tree-view', referenced, (name) => exports.get(name), components);
    // Not GridLogger (a class), Hidden (not exported), GridRowId (a component's page), WidgetProps (Widget's props).
    expect(names).toEqual(['GridEventListener', 'GridRowIdGetter', 'GridRowParams']);
  });
});
