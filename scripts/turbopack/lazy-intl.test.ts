import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { X_CHARTS_LAZY_INTL_FILES } from '../../src/config/lazy-intl';

const require = createRequire(import.meta.url);
const { lazyIntl } = require('./lazy-intl.cjs') as { lazyIntl: (source: string) => string };
const chartsRoot = dirname(require.resolve('@mui/x-charts/package.json'));
const installed = (file: string) => readFileSync(join(chartsRoot, file), 'utf8');

/** Evaluates an ES module's source as a script (with a window, as in the browser) and returns `name`. */
function exported<T>(source: string, name: string): T {
  const body = source.replace(/^export const /gm, 'const ');
  return new Function('window', `${body}\nreturn ${name};`)(globalThis) as T;
}

describe('lazy-intl loader', () => {
  it('leaves no Intl object built at load in any listed x-charts file', () => {
    for (const file of X_CHARTS_LAZY_INTL_FILES) {
      const original = installed(file);
      expect(original, file).toMatch(/new Intl\./);
      // The constructions left are inside the helpers, which run on first use.
      const rewritten = lazyIntl(original);
      const helpers = rewritten.match(/^function lazy\w+\(/gm) ?? [];
      expect(rewritten.match(/new Intl\./g)?.length, file).toBe(helpers.length);
    }
  });

  it('formats time-axis ticks exactly as the original module does', () => {
    type Frequencies = Record<string, { format: (date: Date) => string }>;
    const source = installed('utils/timeTicks.mjs');
    const original = exported<Frequencies>(source, 'tickFrequencies');
    const lazy = exported<Frequencies>(lazyIntl(source), 'tickFrequencies');
    const date = new Date(2026, 10, 26, 14, 5);
    for (const key of Object.keys(original))
      expect(lazy[key].format(date), key).toBe(original[key].format(date));
  });

  it('counts and slices graphemes exactly as the original modules do', () => {
    const text = 'Revenue 👩‍👩‍👧 Q4 café';
    const count = installed('internals/getGraphemeCount.mjs');
    expect(exported<(t: string) => number>(lazyIntl(count), 'getGraphemeCount')(text)).toBe(
      exported<(t: string) => number>(count, 'getGraphemeCount')(text),
    );
    const slice = installed('internals/sliceUntil.mjs');
    expect(exported<(t: string, n: number) => string>(lazyIntl(slice), 'sliceUntil')(text, 10)).toBe(
      exported<(t: string, n: number) => string>(slice, 'sliceUntil')(text, 10),
    );
  });

  it('fails the build when a file no longer matches', () => {
    expect(() => lazyIntl('export const tickFrequencies = {};')).toThrow(/check the x-charts rule/);
    expect(() => lazyIntl('const segmenter = new Intl.Segmenter();\nsegmenter.resolvedOptions();')).toThrow(
      /beyond segment/,
    );
  });
});
