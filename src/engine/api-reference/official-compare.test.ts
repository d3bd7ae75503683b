import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_DISAGREEMENTS, disagreementKey, evidenceOf, isKnown } from './official-disagreements';
import {
  compareWithOfficial,
  documentedPropTypes,
  normalizeDefault,
  readOfficialComponents,
  runtimePropTypes,
  summarize,
} from './official-compare';
import { PRODUCTS } from './packages';
import type { ComponentEntry } from './types';

/**
 * The generated API data (9.14.0) against the official API data of the v9 docs (9.12.0): every
 * official component, prop, slot and class is here, defaults and flags agree, and every prop the
 * packages' propTypes document is in the official data, except the listed disagreements, in which
 * the installed declarations or runtime code prove the official data wrong or older.
 */

const OFFICIAL_DIR =
  process.env.OFFICIAL_API_DIR ?? path.resolve(process.cwd(), '..', 'shared', 'reference', 'official-api-v9');
/** The products installed here (the official v9 data also has Chat and the Scheduler). */
const IN_SCOPE = new Set<string>(PRODUCTS);
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
  const official = available
    ? readOfficialComponents(OFFICIAL_DIR).filter((doc) => IN_SCOPE.has(doc.product))
    : [];
  const comparison = compareWithOfficial(official, readOurs(official), runtimePropTypes(process.cwd()));

  it('compares every component both have', () => {
    console.log(summarize(comparison));
    expect(comparison.components.agree).toBeGreaterThan(175);
  });

  it('has at least 98% of the official components, props, slots and class keys', () => {
    for (const key of ['components', 'props', 'slots', 'classes'] as const) {
      const { agree, total } = comparison[key];
      expect(agree / total, key).toBeGreaterThanOrEqual(0.98);
    }
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
      for (const evidence of evidenceOf(item)) {
        const [file, line] = evidence.at.split(':');
        const lines = fs.readFileSync(path.join(process.cwd(), file), 'utf8').split('\n');
        expect(lines[Number(line) - 1], `${disagreementKey(item)} at ${evidence.at}`).toContain(
          evidence.contains,
        );
      }
    }
  });
});

describe('documentedPropTypes', () => {
  const compiled = [
    'function Other() {}',
    'Chart.propTypes /* remove-proptypes */ = {',
    '  apiRef: _propTypes.default.shape({',
    '    current: _propTypes.default.object',
    '  }),',
    '  /**',
    '   * The color palette.',
    '   * @default rainbowSurgePalette',
    '   */',
    '  colors: _propTypes.default.array,',
    '  /**',
    '   * @default 0',
    '   */',
    '  tabIndex: _propTypes.default.number,',
    '  /**',
    '   * @ignore - do not document.',
    '   */',
    '  onStateChange: _propTypes.default.func,',
    '  /**',
    '   * Shown while loading.',
    '   */',
    "  'aria-label': _propTypes.default.string",
    '} : void 0;',
  ].join('\n');

  it('lists the keys whose comment describes them, as the official generator does', () => {
    expect([...documentedPropTypes(compiled, 'Chart')!]).toEqual(['colors', 'aria-label']);
  });

  it('reads the only block of a file whose component has another name, and nothing else', () => {
    expect(documentedPropTypes(compiled, 'ChartRaw')?.has('colors')).toBe(true);
    expect(documentedPropTypes('export const x = 1;', 'Chart')).toBeUndefined();
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
