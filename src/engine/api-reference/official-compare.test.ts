import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_DISAGREEMENTS, disagreementKey, isKnown } from './official-disagreements';
import { compareWithOfficial, normalizeDefault, readOfficialComponents, summarize } from './official-compare';
import type { ComponentEntry } from './types';

/**
 * The generated API data against the official API data of the same version: every official
 * prop, slot and class is here, defaults and flags agree, except the listed disagreements, in
 * which the installed declarations or runtime objects prove the official data wrong.
 */

const OFFICIAL_DIR =
  process.env.OFFICIAL_API_DIR ?? path.resolve(process.cwd(), '..', 'shared', 'reference', 'official-api-v8');
const GENERATED_DIR = path.join(process.cwd(), 'generated', 'api');
const available = fs.existsSync(OFFICIAL_DIR) && fs.existsSync(GENERATED_DIR);
if (!available) console.warn(`[official-compare] skipped: no ${OFFICIAL_DIR} or no generated/api.`);

function readOurs(pages: readonly { product: string; kebab: string }[]): Map<string, ComponentEntry> {
  const ours = new Map<string, ComponentEntry>();
  for (const { product, kebab } of pages) {
    const file = path.join(GENERATED_DIR, product, `${kebab}.json`);
    if (!fs.existsSync(file)) continue;
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as ComponentEntry;
    if (entry.kind === 'component') ours.set(`${product}/${kebab}`, entry);
  }
  return ours;
}

describe.skipIf(!available)('generated API data against the official data', () => {
  const official = available ? readOfficialComponents(OFFICIAL_DIR) : [];
  const comparison = compareWithOfficial(official, readOurs(official));

  it('compares every component both have', () => {
    console.log(summarize(comparison));
    expect(comparison.components).toBeGreaterThan(175);
  });

  it('disagrees only where the installed packages prove the official data wrong', () => {
    const unexpected = comparison.disagreements.filter((d) => !isKnown(d));
    expect(unexpected).toEqual([]);
  });

  it('lists no disagreement that no longer occurs', () => {
    const stale = OFFICIAL_DISAGREEMENTS.filter(
      (k) => !comparison.disagreements.some((d) => isKnown(d, [k])),
    );
    expect(stale.map(disagreementKey)).toEqual([]);
  });

  it('names evidence that says what the list claims', () => {
    for (const item of OFFICIAL_DISAGREEMENTS) {
      const [file, line] = item.evidence.at.split(':');
      const lines = fs.readFileSync(path.join(process.cwd(), file), 'utf8').split('\n');
      expect(lines[Number(line) - 1], `${disagreementKey(item)} at ${item.evidence.at}`).toContain(
        item.evidence.contains,
      );
    }
  });
});

describe('normalizeDefault', () => {
  it('treats quotes, spacing and a closing period alike', () => {
    expect(normalizeDefault('"standard"')).toBe(normalizeDefault("'standard'"));
    expect(normalizeDefault('{ a: 1 }')).toBe(normalizeDefault('{a: 1}'));
    expect(normalizeDefault('TreeItem.')).toBe('TreeItem');
    expect(normalizeDefault(undefined)).toBe('');
  });
});
