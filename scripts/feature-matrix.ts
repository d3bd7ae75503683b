/**
 * Writes content/data-grid/features.mdx from the navigation's plan flags and the
 * API index (the installed packages' exports): `npm run feature-matrix` after `npm run api:build`.
 * Its unit test fails when the committed page is out of date.
 */
import fs from 'node:fs';
import { loadApiIndex } from '../src/engine/api-reference/api-index';
import { MATRIX_FILE, featureRows } from '../src/engine/feature-matrix/feature-matrix';
import { renderMatrixPage } from '../src/engine/feature-matrix/render-page';
import { dataGridGroup } from '../src/engine/nav/groups/data-grid';

const rows = featureRows(dataGridGroup, loadApiIndex());
fs.writeFileSync(MATRIX_FILE, renderMatrixPage(rows));
console.log(`${MATRIX_FILE}: ${rows.length} features`);
