import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProductChanges } from './changes-index';
import type { EntryChanges, ProductChanges } from './changes-types';
import { codeText, missingMentions, requiredMentions } from './guide-coverage';

const empty = { added: [], removed: [], typeChanged: [], defaultChanged: [] };

function entry(
  name: string,
  kind: EntryChanges['kind'],
  props: Partial<EntryChanges['props']>,
): EntryChanges {
  return {
    name,
    kebab: name.toLowerCase(),
    kind,
    plan: 'community',
    props: { ...empty, ...props },
    slots: { ...empty },
    classes: { ...empty, classNameChanged: [] },
  };
}

const changes = {
  componentsRemoved: [{ name: 'GridOverlays', kebab: 'grid-overlays', plan: 'community' }],
  entries: [
    entry('DataGrid', 'component', {
      removed: [{ name: 'rowPositionsDebounceMs', deprecated: true }],
      defaultChanged: [{ name: 'rowSelectionPropagation', from: 'a', to: 'b' }],
    }),
    entry('GridMenu', 'component', { removed: [{ name: 'sx', deprecated: false }] }),
    entry('GridRoot', 'component', { added: [{ name: 'label' }] }),
  ],
} as unknown as ProductChanges;

describe('requiredMentions', () => {
  it('asks for each removed or re-defaulted member of a detailed entry, and the name of any other changed one', () => {
    const required = requiredMentions(changes, (e) => e.name === 'DataGrid');
    expect(required).toEqual([
      'GridMenu',
      'GridOverlays',
      'rowPositionsDebounceMs',
      'rowSelectionPropagation',
    ]);
  });
});

describe('missingMentions', () => {
  it('counts a name only inside code, as a whole word', () => {
    const guide = [
      'The rowPositionsDebounceMs prop is gone.',
      '`GridMenuItem` is new.',
      '```tsx',
      '<DataGrid rowSelectionPropagation={{ parents: false }} />',
      '```',
    ].join('\n');
    expect(missingMentions(guide, ['rowPositionsDebounceMs', 'GridMenu', 'rowSelectionPropagation'])).toEqual(
      ['rowPositionsDebounceMs', 'GridMenu'],
    );
  });

  it('reads class keys inside global class names', () => {
    expect(codeText('`.MuiDataGrid-main--hiddenContent`')).toContain('main--hiddenContent');
    expect(missingMentions('`.MuiDataGrid-main--hiddenContent`', ['main--hiddenContent'])).toEqual([]);
  });
});

const GRID_ROOTS = /^DataGrid(Pro|Premium)?$/;
const STILL_IN_V8_THROUGH_AUGMENTATION = new Set(['rowOrderChange', 'rowsScrollEnd']);
const guides = [
  {
    product: 'data-grid' as const,
    file: 'migration-data-grid-v7.mdx',
    detailed: (e: EntryChanges) => GRID_ROOTS.test(e.name) || e.kind === 'interface',
  },
  { product: 'date-pickers' as const, file: 'migration-pickers-v7.mdx', detailed: () => true },
];

describe('v7 → v8 migration guides', () => {
  it.each(guides)('$file names every breaking change of the generated $product comparison', (guide) => {
    const productChanges = loadProductChanges(guide.product, 'v7-to-v8');
    expect(productChanges, 'run `npm run api:build` first').toBeDefined();
    const source = fs.readFileSync(path.join(process.cwd(), 'content', 'migration', guide.file), 'utf8');
    // v8 still emits `rowOrderChange` and `rowsScrollEnd`: @mui/x-data-grid-pro 8.29.3 declares them in
    // `GridEventLookupPro`, merged into `GridEventLookup` by `extends` (typeOverloads/modules.d.ts),
    // which the extractor does not read as the interface's own members; v7 declared them inline.
    const required = requiredMentions(productChanges!, guide.detailed).filter(
      (name) => !STILL_IN_V8_THROUGH_AUGMENTATION.has(name),
    );
    expect(required.length).toBeGreaterThan(20);
    expect(missingMentions(source, required)).toEqual([]);
  });
});
