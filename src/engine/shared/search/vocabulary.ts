/**
 * The search vocabulary (vocabulary.json, one reviewed file for both languages): the docs' words for
 * a reader's words, the words that name a product, and question words that carry no subject.
 * Pure; the browser applies it at query time.
 */
import vocabulary from './vocabulary.json';
import { queryTerms, stemOf } from './tokenize';
import { SEARCH_GROUPS } from './groups';

/** A docs word stands in for the reader's word at this share of its score. */
export const SYNONYM_FACTOR = 0.75;

const synonyms = new Map<string, string[]>();
for (const [word, terms] of Object.entries(vocabulary.synonyms)) {
  // A Chinese docs term is matched by its character pairs, as the index keys it (本地化 → 本地, 地化).
  const forms = new Set(terms.flatMap(queryTerms).flatMap((term) => [term, stemOf(term)]));
  forms.delete(word);
  synonyms.set(word, [...forms]);
  // Other forms of the reader's word reach the entry too (`translateable` → `translate`).
  if (!synonyms.has(stemOf(word))) synonyms.set(stemOf(word), [...forms]);
}
// Other forms of a framing word frame too ("making", "allowed", "requests").
const ignored = new Set([...vocabulary.ignore, ...vocabulary.ignore.map(stemOf)]);
const productOf = new Map<string, number>();
/** Chinese product words, looked for anywhere in the query (its terms are character pairs). */
const chineseProducts: Array<[word: string, group: number]> = [];
for (const [group, words] of Object.entries(vocabulary.products)) {
  const index = SEARCH_GROUPS.indexOf(group as never);
  for (const word of words) {
    if (/^[a-z0-9]+$/.test(word)) productOf.set(word, index);
    else chineseProducts.push([word, index]);
  }
}

/** The docs' terms for a query word (by the word, then its stem), without the word itself. */
export function synonymsOf(term: string): string[] {
  // "1000 items", "50k rows": a count in the thousands asks about large data.
  if (/^(\d{4,}|\d+k)$/.test(term)) return LARGE_COUNT;
  return synonyms.get(term) ?? synonyms.get(stemOf(term)) ?? [];
}
const LARGE_COUNT = ['thousands', 'large', 'performance'];

/** Whether a query word only frames the question ("I", "want", "possible"). */
export function isIgnored(term: string): boolean {
  return ignored.has(term) || ignored.has(stemOf(term));
}

const hintOf = new Map<string, number>();
for (const [group, words] of Object.entries(vocabulary.hints)) {
  for (const word of words) hintOf.set(word, SEARCH_GROUPS.indexOf(group as never));
}

/**
 * The product a query's words point to without naming it ("date", "rows", "axis"): one group index
 * when all such words point to the same product, else -1 ("date column" points to two).
 */
export function productHinted(terms: string[]): number {
  const groups = new Set(terms.map((term) => hintOf.get(term) ?? -1).filter((group) => group >= 0));
  return groups.size === 1 ? [...groups][0] : -1;
}

/** Group index (SEARCH_GROUPS) of the product a query word names, or -1. */
export function productOfWord(term: string): number {
  return productOf.get(term) ?? productOf.get(term.replace(/s$/, '')) ?? -1;
}

const generic = new Set(vocabulary.generic);

/**
 * Group indexes (SEARCH_GROUPS) of the products the query's words (or its Chinese text) name. A generic
 * word ("grid", "calendar") does not name its product when the query's other words point to another
 * (`hinted`, from productHinted): "axis grid" is about charts.
 */
export function productsNamed(terms: string[], query = '', hinted = -1): Set<number> {
  const groups = new Set<number>();
  terms.forEach((term, i) => {
    const group = productOfWord(term);
    if (group < 0) return;
    // "tree view", "data grid", "date picker": with its neighbour the word names the product outright.
    const pairs = [i > 0 ? terms[i - 1] + term : '', i + 1 < terms.length ? term + terms[i + 1] : ''];
    const compound = pairs.some((pair) => pair && productOfWord(pair) === group);
    if (compound || hinted < 0 || group === hinted || !generic.has(term)) groups.add(group);
  });
  for (const [word, group] of chineseProducts) if (query.includes(word)) groups.add(group);
  return groups;
}
