/**
 * Writes generated/api/ from the installed MUI X packages' type declarations, and
 * generated/api-changes/<pair>/ comparing the majors: v7 → v8 from the committed snapshots of both
 * (data/api-snapshots/, `npm run api:snapshots`), v8 → v9 from the v8 snapshot and the installed packages.
 */
import path from 'node:path';
import { buildApiEntries } from '../src/engine/api-reference/build';
import { diffSnapshots } from '../src/engine/api-reference/diff-products';
import { pairVersions, readMajorSnapshot } from '../src/engine/api-reference/major-snapshots';
import { API_PACKAGES, PRODUCTS } from '../src/engine/api-reference/packages';
import { installedVersions, writeApiChanges } from '../src/engine/api-reference/snapshot';
import { writeApiFiles } from '../src/engine/api-reference/write';

const started = performance.now();
const cwd = process.cwd();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const { entries } = buildApiEntries({ cwd });
const index = writeApiFiles(path.join(cwd, 'generated', 'api'), entries);
for (const product of PRODUCTS) {
  const items = index.entries.filter((item) => item.product === product);
  const components = items.filter((item) => item.kind === 'component').length;
  console.log(`generated/api/${product}: ${components} components, ${items.length - components} interfaces`);
}
console.log(`generated/api: ${index.entries.length} entries in ${seconds()} s`);

const v7 = readMajorSnapshot(cwd, 'v7');
const v8 = readMajorSnapshot(cwd, 'v8');
const comparisons = [
  {
    pair: 'v7-to-v8',
    changes: diffSnapshots(v7.entries, v8.entries, pairVersions(v7.versions, v8.versions), 'v7', 'v8'),
  },
  {
    pair: 'v8-to-v9',
    changes: diffSnapshots(
      v8.entries,
      entries,
      pairVersions(v8.versions, installedVersions(API_PACKAGES, cwd)),
      'v8',
      'v9',
    ),
  },
];
for (const { pair, changes } of comparisons) {
  writeApiChanges(path.join(cwd, 'generated', 'api-changes', pair), changes);
  for (const { product, totals } of changes) {
    console.log(
      `generated/api-changes/${pair}/${product}: components +${totals.componentsAdded} -${totals.componentsRemoved}, ` +
        `props +${totals.propsAdded} -${totals.propsRemoved} (${totals.propsDeprecatedRemoved} deprecated before) ` +
        `~${totals.propsTypeChanged} types, ${totals.propsDefaultChanged} defaults, ` +
        `slots +${totals.slotsAdded} -${totals.slotsRemoved}, classes +${totals.classesAdded} -${totals.classesRemoved}`,
    );
  }
}
