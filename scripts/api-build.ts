/**
 * Writes generated/api/ from the installed MUI X packages' type declarations, generated/api-v7/
 * from the latest 7.x (once per installed version), and generated/api-changes/ comparing both.
 */
import path from 'node:path';
import { buildApiEntries } from '../src/engine/api-reference/build';
import { diffSnapshots } from '../src/engine/api-reference/diff-products';
import { PRODUCTS } from '../src/engine/api-reference/packages';
import {
  ensureV7Snapshot,
  readSnapshot,
  versionPairs,
  writeApiChanges,
} from '../src/engine/api-reference/snapshot';
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

const v7Dir = path.join(cwd, 'generated', 'api-v7');
const extracted = ensureV7Snapshot(cwd, v7Dir);
const older = readSnapshot(v7Dir);
console.log(
  `generated/api-v7: ${older.length} entries (${extracted ? 'extracted' : 'cached'}) at ${seconds()} s`,
);
const changes = diffSnapshots(older, entries, versionPairs(cwd));
writeApiChanges(path.join(cwd, 'generated', 'api-changes'), changes);
for (const { product, totals } of changes) {
  console.log(
    `generated/api-changes/${product}: components +${totals.componentsAdded} -${totals.componentsRemoved}, ` +
      `props +${totals.propsAdded} -${totals.propsRemoved} (${totals.propsDeprecatedRemoved} deprecated in v7) ` +
      `~${totals.propsTypeChanged} types, ${totals.propsDefaultChanged} defaults, ` +
      `slots +${totals.slotsAdded} -${totals.slotsRemoved}, classes +${totals.classesAdded} -${totals.classesRemoved}`,
  );
}
