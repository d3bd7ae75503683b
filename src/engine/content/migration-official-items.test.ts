import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { codeNames } from './code-names';
import { mergeTranslation, splitSections } from './merge-translation';
import { OFFICIAL_ITEMS, OVERVIEW_FILE, SHARED_ITEMS } from './migration-official-items';

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
const names = (file: string) => codeNames(read(file), { classNames: true });

/** `item: name` for every identifier of `items` that `named` lacks. */
function missing(items: Record<string, string[]>, named: Set<string>): string[] {
  return Object.entries(items).flatMap(([item, identifiers]) =>
    identifiers.filter((name) => !named.has(name)).map((name) => `${item}: ${name}`),
  );
}

describe('the v7 → v8 guides state every item of the official guides', () => {
  const overview = names(OVERVIEW_FILE);

  it('the overview states the requirements every product shares', () => {
    expect(missing(SHARED_ITEMS, overview)).toEqual([]);
  });

  it.each(OFFICIAL_ITEMS)('$file', ({ file, items }) => {
    const named = new Set([...names(file), ...overview]);
    expect(missing(items, named)).toEqual([]);
    // Each product guide sends its reader to the shared requirements.
    expect(read(file)).toContain('](/x/migration-v8#requirements-for-every-product)');
  });

  it('the pickers guide no longer sends field-only props to the context', () => {
    const guide = read('content/migration/migration-pickers-v7.mdx');
    expect(guide).not.toMatch(/formatDensity[^\n]*reads them from `usePickerContext\(\)`/);
    expect(guide).toMatch(/slotProps\.field[^\n]*\n?[^\n]*formatDensity|formatDensity[^\n]*slotProps\.field/);
  });
});

const headings = (body: string) =>
  splitSections(body)
    .slice(1)
    .map((section) => section.lines[0]);

/** Sections added to the English guides for issue 40; the translations have them since issue 33. */
const ADDED: Record<string, string[]> = {
  'migration-v8': ['### Requirements for every product'],
  'migration-data-grid-v7': [
    '### Requirements shared by every package',
    '### Portals, the panel and icon slots',
  ],
  'migration-pickers-v7': [
    '### Requirements shared by every package',
    '### Default field of each range picker',
    '### The state a custom field reads from the context',
    '### Props to pass through `slotProps.field`',
    '### Opening the picker from a custom field',
    '### Position of the opening button',
    '### Building a field on the section DOM',
    '### Types for custom fields and text fields',
    '### Pickers without an opening button',
    '### Custom layouts and shortcuts',
    '### Which pickers still close on selection',
    '### Theme overrides of the text field',
    '### The `ownerState` of every part',
    '### Month and year calendars',
    '### Theme defaults of the popper',
  ],
  'migration-tree-view-v7': [
    '### Requirements shared by every package',
    '### Reading an item while rendering',
    "### Reacting to a click on an item's row",
  ],
};

describe.each(Object.keys(ADDED))('the Chinese %s guide', (page) => {
  const english = matter(read(`content/migration/${page}.mdx`)).content;
  const translated = matter(read(`content/migration/${page}.zh.mdx`)).content;
  const merged = mergeTranslation(english, translated);

  it('keeps every translated section and shows the English ones it lacks', () => {
    const kept = headings(translated).filter((heading) => headings(merged).includes(heading));
    expect(kept).toEqual(headings(translated));
    // As many sections as the English page, each either translated or in English.
    expect(headings(merged)).toHaveLength(headings(english).length);
    const untranslated = headings(merged).filter((heading) => !headings(translated).includes(heading));
    for (const heading of untranslated) expect(headings(english)).toContain(heading);
  });

  it('translates the sections added to the English page, in their English place', () => {
    for (const heading of ADDED[page]) {
      const index = headings(english).indexOf(heading);
      expect(index).toBeGreaterThan(-1);
      expect(headings(merged)[index]).toBe(headings(translated)[index]);
      expect(headings(merged)[index]).not.toBe(heading);
    }
  });

  it('puts each English section in its English place', () => {
    const englishOrder = headings(english);
    const mergedOrder = headings(merged);
    mergedOrder.forEach((heading, index) => {
      if (englishOrder.includes(heading)) expect(englishOrder.indexOf(heading)).toBe(index);
    });
  });
});
