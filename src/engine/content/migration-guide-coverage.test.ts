import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProductChanges } from '../api-reference/changes-index';
import { readMajorSnapshot } from '../api-reference/major-snapshots';
import type { Product } from '../api-reference/types';
import { codeNames } from './code-names';

/**
 * A v7 → v8 guide must name every breaking change between the last 7.x and 8.x packages (the
 * committed snapshots of both, `npm run api:snapshots`):
 * the removed components, props and slots of the generated comparison, and two things the
 * comparison does not cover, the exports that left the packages' entry points and the keys
 * that left their `*Classes` objects. Names count when they appear in inline code or a code block.
 */
const GUIDES: { product: Product; file: string; packages: string[] }[] = [
  {
    product: 'charts',
    file: 'content/migration/migration-charts-v7.mdx',
    packages: ['@mui/x-charts', '@mui/x-charts-pro'],
  },
  {
    product: 'tree-view',
    file: 'content/migration/migration-tree-view-v7.mdx',
    packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
  },
];

/** What a guide must name: v7 names with no v8 counterpart of the same name. */
function requiredNames(product: Product, packages: string[]): Map<string, string> {
  const required = new Map<string, string>();
  const changes = loadProductChanges(product, 'v7-to-v8');
  if (!changes) throw new Error('run `npm run api:build` first');
  for (const component of changes.componentsRemoved) required.set(component.name, 'removed component');
  // Components only: since the comparison also covers interfaces, it reports members of v8's generic
  // `AxisConfig` (reverse, valueFormatter…) as removed although v8 still accepts them.
  for (const entry of changes.entries.filter((candidate) => candidate.kind === 'component')) {
    for (const prop of entry.props.removed) required.set(prop.name, `prop removed from ${entry.name}`);
    for (const slot of entry.slots.removed) required.set(slot.name, `slot removed from ${entry.name}`);
  }
  const [v7, v8] = [readMajorSnapshot(process.cwd(), 'v7'), readMajorSnapshot(process.cwd(), 'v8')];
  for (const pkg of packages) {
    const v8Exports = new Set(v8.exports?.[pkg]);
    for (const name of v7.exports?.[pkg] ?? []) {
      if (!v8Exports.has(name)) required.set(name, `export removed from ${pkg}`);
    }
    const v8Classes = v8.classes?.[pkg] ?? {};
    for (const [object, keys] of Object.entries(v7.classes?.[pkg] ?? {})) {
      if (!v8Classes[object]) required.set(object, `classes object removed from ${pkg}`);
      for (const [key, className] of Object.entries(keys)) {
        if (v8Classes[object] && !(key in v8Classes[object])) {
          required.set(className, `class key ${object}.${key} removed`);
        }
      }
    }
  }
  return required;
}

describe.each(GUIDES)('the $product v7 → v8 guide', ({ product, file, packages }) => {
  it('has both majors’ exports and classes objects to compare', () => {
    for (const major of ['v7', 'v8'] as const) {
      const snapshot = readMajorSnapshot(process.cwd(), major);
      for (const pkg of packages) {
        expect(snapshot.exports?.[pkg]?.length, `${major} ${pkg} exports`).toBeGreaterThan(50);
        expect(Object.keys(snapshot.classes?.[pkg] ?? {}).length, `${major} ${pkg} classes`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('names every removed component, prop, slot, export and class', () => {
    const named = codeNames(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), { classNames: true });
    const missing = [...requiredNames(product, packages)]
      .filter(([name]) => !named.has(name))
      .map(([name, why]) => `${name} (${why})`);
    expect(missing).toEqual([]);
  });
});
