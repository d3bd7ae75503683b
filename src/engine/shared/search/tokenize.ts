/**
 * Text → search terms, shared by the index builder and the browser so both
 * split words the same way. Pure; no Node or DOM APIs.
 */
import { stemmer } from 'stemmer';

/** Han, Hiragana/Katakana and Hangul: written without spaces, so indexed as character pairs. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/g;
export const WORD = /[\p{L}\p{N}_$]+/gu;

/** Words too common to tell pages apart; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by can for from has have how if in into is it its of on or so that the their then there these this to was when which will with you your'.split(
    ' ',
  ),
);

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** `rowHeight` → `row`, `height`; `MuiDataGrid-root` is split earlier on the dash. */
function camelParts(word: string): string[] {
  const parts = word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean);
  return parts.length > 1 ? parts.map(fold) : [];
}

function cjkPairs(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) pairs.push(chars[i] + chars[i + 1]);
  return pairs;
}

/**
 * The Porter stem of an English word (the `stemmer` package), so that `localize` meets
 * `localization` and `filtered` meets `filter`. Words that are not plain lower-case ASCII
 * (CJK pairs, `$`-names, digits) and words under four letters are kept as they are.
 */
export function stemOf(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  return stemmer(word);
}

/** An indexed term and how much of its field's weight it gets. */
export type WeightedTerm = [term: string, factor: number];

/** Weight of a camelCase part (`height` of `rowHeight`) against the whole word. */
const PART_FACTOR = 0.5;

function splitText(text: string, withParts: boolean): WeightedTerm[] {
  const terms: WeightedTerm[] = [];
  for (const run of text.match(CJK_RUN) ?? []) for (const pair of cjkPairs(run)) terms.push([pair, 1]);
  const add = (term: string, factor: number) => {
    if (STOP_WORDS.has(term)) return;
    terms.push([term, factor]);
    // The stem weighs as much as the word: `Filtering` answers `filtered` as well as `Quick filter` does.
    const stem = stemOf(term);
    if (withParts && stem !== term) terms.push([stem, factor]);
  };
  for (const word of text.replace(CJK_RUN, ' ').match(WORD) ?? []) {
    add(fold(word), 1);
    if (withParts) for (const part of camelParts(word)) add(part, PART_FACTOR);
  }
  return terms;
}

/** Terms a piece of indexed text contributes: words, their stems, camelCase parts, CJK pairs. */
export function indexTerms(text: string): WeightedTerm[] {
  return splitText(text, true);
}

/**
 * The camelCase parts of a query's identifiers that are not query words already (`columnVisibilityModel`
 * → `column`, `visibility`, `model`): a question that names a prop also asks about the feature's words.
 */
export function queryParts(query: string): string[] {
  const words = new Set(queryTerms(query));
  const parts = (query.replace(CJK_RUN, ' ').match(WORD) ?? []).flatMap(camelParts);
  return [...new Set(parts)].filter((part) => !words.has(part) && !STOP_WORDS.has(part));
}

/** Terms of a query, in order; the last one is matched as a prefix while the user types. */
export function queryTerms(query: string): string[] {
  const terms = splitText(query, false).map(([term]) => term);
  if (terms.length > 0) return terms;
  // A query made only of stop words still searches for them.
  return (fold(query).match(WORD) ?? []).slice(0, 4);
}

/**
 * Key of a whole name for exact matching: `rowHeight` → `=rowheight`, `Row height` → `=row height`.
 * Word boundaries stay, so a prop name and a page title of the same words do not collide.
 */
export function exactKey(name: string): string {
  return `=${fold(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;
}

/**
 * Key of a whole name by its stems, in any order: `Row grouping` and `grouped rows` → `~group row`.
 * A name whose stem key says nothing its exact key does not (`rowHeight`) has none: null.
 */
export function stemKey(name: string): string | null {
  const words = exactKey(name).slice(1).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const stems = [...new Set(words.map(stemOf))].sort();
  if (words.length === 1 && stems[0] === words[0]) return null;
  return `~${stems.join(' ')}`;
}

/** Whether an index key is a whole-name key (exact or stemmed) rather than a word. */
export function isNameKey(key: string): boolean {
  return key[0] === '=' || key[0] === '~';
}

/** Which shard file holds a term: its first character for CJK, else its first two. */
export function shardOf(term: string): string {
  const chars = Array.from(isNameKey(term) ? term.slice(1) : term);
  if (chars.length === 0) return '_';
  return CJK.test(chars[0]) ? chars[0] : chars.slice(0, 2).join('');
}

/** File-name-safe form of a shard key: its code points in hex. */
export function shardFileName(shard: string): string {
  return `t-${Array.from(shard)
    .map((char) => char.codePointAt(0)!.toString(16))
    .join('-')}.json`;
}
