import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeNames } from '../code-names';
import { extractPairs, halfHash, halfMarkedFences, PAIRS_FILE, type PairsRecord } from './pairs';
import { guideFile, IDENTIFIERS_FILE, V9_GUIDE_SLUGS, type OfficialIdentifiers } from './identifiers';

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
const official = JSON.parse(read(IDENTIFIERS_FILE)) as OfficialIdentifiers;
const pairs = JSON.parse(read(PAIRS_FILE)) as PairsRecord;
const OVERVIEW = 'content/migration/migration-v9.mdx';
const API_PRODUCT: Record<string, string> = {
  'data-grid': 'data-grid',
  pickers: 'date-pickers',
  charts: 'charts',
  'tree-view': 'tree-view',
};

/**
 * Identifiers of the official guides our guide does not write, each with the evidence for leaving it
 * out: none so far.
 */
const NOT_NAMED: Record<string, Record<string, string>> = {};

describe.each(V9_GUIDE_SLUGS)('the %s v8 → v9 guide', (slug) => {
  const file = guideFile(slug);
  const markdown = read(file);

  it('names in code every identifier the official guide names', () => {
    const named = new Set([...codeNames(markdown, { classNames: true }), ...codeNames(read(OVERVIEW))]);
    const skipped = NOT_NAMED[slug] ?? {};
    const missing = Object.entries(official.guides[slug]).flatMap(([section, names]) =>
      names.filter((name) => !named.has(name) && !skipped[name]).map((name) => `${section}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has before/after pairs, each half type-checked against its release by npm run migration:pairs', () => {
    expect(halfMarkedFences(markdown)).toEqual([]);
    const found = extractPairs(markdown);
    expect(found.length).toBeGreaterThan(0);
    const unchecked = found.flatMap((pair) => [
      ...(pairs.passed.before.includes(halfHash(pair.before)) ? [] : [`line ${pair.line}: Before (v8)`]),
      ...(pairs.passed.after.includes(halfHash(pair.after)) ? [] : [`line ${pair.line}: After (v9)`]),
    ]);
    expect(unchecked, 'run `npm run migration:pairs` after changing a pair').toEqual([]);
  });

  it('links its API changes page and the shared requirements', () => {
    expect(markdown).toContain(`](/x/migration/${API_PRODUCT[slug]}-v8-to-v9-api)`);
    expect(markdown).toContain('](/x/migration-v9#requirements-for-every-product)');
  });
});

it('the pairs record names the releases it compiled against', () => {
  expect(pairs.versions.before).toBe('8.29.3');
  const installed = JSON.parse(read('node_modules/@mui/x-data-grid/package.json')) as { version: string };
  expect(pairs.versions.after).toBe(installed.version);
});
