/** Writes generated/api/ from the installed MUI X packages' type declarations. */
import path from 'node:path';
import { buildApiEntries } from '../src/engine/api-reference/build';
import { PRODUCTS } from '../src/engine/api-reference/packages';
import { writeApiFiles } from '../src/engine/api-reference/write';

const started = performance.now();
const cwd = process.cwd();
const { entries } = buildApiEntries({ cwd });
const index = writeApiFiles(path.join(cwd, 'generated', 'api'), entries);
for (const product of PRODUCTS) {
  const items = index.entries.filter((item) => item.product === product);
  const components = items.filter((item) => item.kind === 'component').length;
  console.log(`generated/api/${product}: ${components} components, ${items.length - components} interfaces`);
}
console.log(
  `generated/api: ${index.entries.length} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
