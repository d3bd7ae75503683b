import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiEntries } from './build';
import type { ProductChanges } from './changes-types';
import { diffEntry, type SnapshotEntry } from './diff-entry';
import { diffProduct } from './diff-products';
import { normalizeType } from './normalize-type';
import type { ComponentEntry } from './types';

/** The same small package in two majors: a prop renamed, a union narrowed, a slot and a component removed. */
const OLDER = `
declare namespace JSX { interface Element { readonly jsx: true } }
export interface ListProps {
  /** The rows. */
  rows: string[];
  /**
   * Space between rows.
   * @deprecated Use \`spacing\` instead.
   */
  gap?: number;
  /** @default 'standard' */
  density?: 'compact' | 'standard' | 'comfortable';
  /** @default false */
  dense?: boolean;
  unstable_virtualize?: boolean;
  slots?: {
    /** @default ListHeader */
    header?: unknown;
    footer?: unknown;
  };
}
export declare function List(props: ListProps): JSX.Element;
/** A row of the legacy list: an interface page in this major only. */
export interface LegacyRow { id: string }
/** @deprecated Use \`List\` instead. */
export declare function LegacyList(props: { rows?: LegacyRow[] }): JSX.Element;
`;

const NEWER = `
declare namespace JSX { interface Element { readonly jsx: true } }
export interface ListProps {
  /** The rows. */
  rows: string[];
  /** Space between rows. */
  spacing?: number;
  /** @default 'compact' */
  density?: 'compact' | 'standard';
  /** @default false */
  dense?: boolean;
  virtualize?: boolean;
  slots?: {
    /** @default ListHeader */
    header?: unknown;
  };
}
export declare function List(props: ListProps): JSX.Element;
export declare function ListToolbar(props: { title?: string }): JSX.Element;
`;

let dir = '';
let changes: ProductChanges;

function extract(name: string, declarations: string): SnapshotEntry[] {
  const pkg = path.join(dir, 'node_modules', name);
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', types: 'index.d.ts' }),
  );
  fs.writeFileSync(path.join(pkg, 'index.d.ts'), declarations);
  const packages = [{ name, product: 'data-grid' as const, plan: 'community' as const }];
  return buildApiEntries({ cwd: dir, packages, skipRuntime: true, linkDocs: false }).entries;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-diff-'));
  const older = extract('fixture-list-v7', OLDER);
  const newer = extract('fixture-list', NEWER);
  changes = diffProduct('data-grid', older, newer);
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('API changes between two majors of fixture declarations', () => {
  it('reports a renamed prop as removed, pointing at its replacement, and the new name as added', () => {
    const list = changes.entries.find((entry) => entry.name === 'List')!;
    expect(list.props.removed).toEqual([
      {
        name: 'gap',
        type: 'number',
        deprecated: true,
        hint: 'Use `spacing` instead.',
        replacedBy: 'spacing',
      },
      { name: 'unstable_virtualize', type: 'boolean', deprecated: false, replacedBy: 'virtualize' },
    ]);
    expect(list.props.added).toEqual([
      { name: 'spacing', type: 'number' },
      { name: 'virtualize', type: 'boolean' },
    ]);
    expect(changes.totals.propsDeprecatedRemoved).toBe(1);
  });

  it('reports a narrowed union with the member it lost, and the changed default', () => {
    const list = changes.entries.find((entry) => entry.name === 'List')!;
    expect(list.props.typeChanged).toEqual([
      expect.objectContaining({ name: 'density', membersRemoved: ['"comfortable"'] }),
    ]);
    expect(list.props.defaultChanged).toEqual([{ name: 'density', from: '"standard"', to: '"compact"' }]);
    expect(list.props.typeChanged.map((change) => change.name)).not.toContain('dense');
  });

  it('reports a removed slot and leaves the unchanged one out', () => {
    const list = changes.entries.find((entry) => entry.name === 'List')!;
    expect(list.slots.removed).toEqual([{ name: 'footer', deprecated: false }]);
    expect(list.slots.added).toEqual([]);
    expect(list.slots.defaultChanged).toEqual([]);
  });

  it('lists components added and removed (not interfaces), with the replacement a deprecation names', () => {
    expect(changes.componentsAdded.map((item) => item.name)).toEqual(['ListToolbar']);
    expect(changes.componentsRemoved).toEqual([
      expect.objectContaining({ name: 'LegacyList', deprecated: true, replacedBy: 'List' }),
    ]);
    expect(changes.totals).toMatchObject({
      componentsAdded: 1,
      componentsRemoved: 1,
      propsAdded: 2,
      slotsRemoved: 1,
    });
  });
});

describe('type normalisation and CSS classes', () => {
  it('ignores reordered unions, spacing and the pickers date generic', () => {
    expect(normalizeType({ text: "'a' | 'b'", members: ["'a'", "'b'"] })).toBe(
      normalizeType({ text: '"b" | "a"', members: ['"b"', '"a"'] }),
    );
    expect(normalizeType({ text: 'TDate | null', members: ['TDate', 'null'] })).toBe(
      normalizeType({ text: 'any' }),
    );
    expect(normalizeType({ text: 'React.ReactNode' })).toBe(normalizeType({ text: 'ReactNode' }));
  });

  it('reports class keys added and removed, and a global class name that changed', () => {
    const base: ComponentEntry = {
      _generated: '',
      name: 'Grid',
      kebab: 'grid',
      product: 'data-grid',
      kind: 'component',
      plan: 'community',
      plans: ['community'],
      aliases: [],
      imports: [],
      deprecated: false,
      props: [],
      slots: [],
      classes: [],
    };
    const older = {
      ...base,
      classes: [
        { key: 'root', className: 'MuiGrid-root' },
        { key: 'old', className: 'MuiGrid-old' },
      ],
    };
    const newer = {
      ...base,
      classes: [
        { key: 'root', className: 'MuiX-root' },
        { key: 'fresh', className: 'MuiGrid-fresh' },
      ],
    };
    const result = diffEntry({ entry: older, descriptions: {} }, { entry: newer, descriptions: {} })!;
    expect(result.classes.added).toEqual([{ name: 'fresh' }]);
    expect(result.classes.removed).toEqual([{ name: 'old', deprecated: false }]);
    expect(result.classes.classNameChanged).toEqual([
      { name: 'root', from: 'MuiGrid-root', to: 'MuiX-root' },
    ]);
    expect(diffEntry({ entry: base, descriptions: {} }, { entry: base, descriptions: {} })).toBeUndefined();
  });
});
