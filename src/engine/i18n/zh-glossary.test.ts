import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findForbiddenVariants, proseOnly, ZH_GLOSSARY } from './zh-glossary';

const ROOT = path.resolve(__dirname, '../../..');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Every string value of a JSON dictionary, one per line. */
function dictionaryText(file: string): string {
  const data: unknown = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  const values: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(data);
  return values.join('\n');
}

const ZH_PAGES = filesUnder('content', '.zh.mdx');
const ZH_DICTIONARIES = filesUnder('translations', '.zh.json').concat(
  filesUnder('translations', 'zh.json').filter((file) => path.basename(file) === 'zh.json'),
);

describe('Chinese glossary', () => {
  it('gives each English term one Chinese term, never listed as a variant of another', () => {
    const english = ZH_GLOSSARY.map((entry) => entry.en.toLowerCase());
    expect(new Set(english).size).toBe(english.length);
    const variants = ZH_GLOSSARY.flatMap((entry) => entry.forbidden);
    for (const entry of ZH_GLOSSARY) expect(variants).not.toContain(entry.zh);
  });

  it('finds a variant in prose but not in code or inside a right term', () => {
    const text = '树形视图的条目\n`树形视图`\n```\n树形视图\n```\n数据表格组件';
    expect(findForbiddenVariants(proseOnly(text)).map((hit) => [hit.variant, hit.line])).toEqual([
      ['树形视图', 1],
    ]);
  });

  it('scans the Chinese pages and dictionaries', () => {
    expect(ZH_PAGES.length).toBeGreaterThanOrEqual(40);
    expect(ZH_DICTIONARIES).toEqual(
      expect.arrayContaining(['translations/zh.json', 'translations/titles.zh.json']),
    );
  });

  it.each([...ZH_PAGES, ...ZH_DICTIONARIES])('%s uses the glossary terms', (file) => {
    const text = file.endsWith('.json')
      ? dictionaryText(file)
      : proseOnly(readFileSync(path.join(ROOT, file), 'utf8'));
    const hits = findForbiddenVariants(text).map(
      (hit) => `${file}:${hit.line}: ${hit.variant} → ${hit.term} (${hit.en})`,
    );
    expect(hits).toEqual([]);
  });
});
