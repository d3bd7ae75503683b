/**
 * Scores of one query word over the index's records, for `rank.ts`: the word, its stem, the word
 * being typed as a prefix, and the docs' words for it (vocabulary.json). Pure.
 */
import { isNameKey, queryParts, queryTerms, shardOf, stemOf, WORD } from './tokenize';
import { isIgnored, productOfWord, synonymsOf, SYNONYM_FACTOR } from './vocabulary';
import type { SearchShard } from '../../search/types';

/** A prefix match (the word being typed) counts this much of a whole-word match. */
const PREFIX_FACTOR = 0.6;
/** A match through the query word's stem counts this much of an exact match. */
const STEM_MATCH = 0.9;

/** The query's words without the ones that only frame a question (all of them if that is all there is). */
export function subjectTerms(query: string): string[] {
  const terms = queryTerms(query);
  const subject = terms.filter((term) => !isIgnored(term));
  if (subject.length === 0) return terms;
  if (subject.length === 1) return subject;
  // An identifier's parts join a question in words (one identifier alone stays a name lookup), but
  // not a product's or component's: `DataGrid` says which product, not that the question is about
  // "data" (the product prior in rank.ts uses the name).
  const withoutProducts = query.replace(WORD, (word) =>
    productOfWord(word.toLowerCase()) >= 0 ? ' ' : word,
  );
  return [...subject, ...queryParts(withoutProducts)];
}

/** Inverse document frequency (BM25's): a word in few records weighs more than one in many. */
export function idf(total: number, df: number): number {
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/** Calls `each` for every [record id, value] of delta-encoded postings. */
export function decode(flat: number[], each: (id: number, value: number) => void) {
  let id = 0;
  for (let i = 0; i < flat.length; i += 2) {
    id += flat[i];
    each(id, flat[i + 1]);
  }
}

/** Per-record scores of a word, kept as the larger of each match; `touched` lists the records. */
export class WordScores {
  readonly touched: number[] = [];
  constructor(readonly values: Float32Array) {}

  add(flat: number[] | undefined, factor: number) {
    if (!flat) return;
    const { values, touched } = this;
    let id = 0;
    for (let i = 0; i < flat.length; i += 2) {
      id += flat[i];
      const value = (flat[i + 1] / 10) * factor;
      const old = values[id];
      if (old === 0) touched.push(id);
      if (value > old) values[id] = value;
    }
  }

  /** Clears the scores for the next word. */
  reset() {
    for (const id of this.touched) this.values[id] = 0;
    this.touched.length = 0;
  }
}

function addTerm(
  scores: WordScores,
  term: string,
  factor: number,
  prefixes: number,
  shards: ReadonlyMap<string, SearchShard>,
) {
  const shard = shards.get(shardOf(term));
  const stem = stemOf(term);
  scores.add(shard?.[term], factor);
  // The stem reaches other forms of the word (`localize` → `localization`), a little below the word itself.
  if (stem !== term) scores.add(shards.get(shardOf(stem))?.[stem], STEM_MATCH * factor);
  // One ASCII letter is too short to expand; a single CJK character is a whole word.
  if (!shard || prefixes === 0 || (term.length < 2 && !/[^\x00-\x7f]/.test(term))) return;
  let expanded = 0;
  // Keys are sorted, so the words that start with the prefix are one run.
  for (const key in shard) {
    if (isNameKey(key) || key === term) continue;
    if (!key.startsWith(term)) {
      if (key > term) break;
      continue;
    }
    scores.add(shard[key], PREFIX_FACTOR * factor);
    if ((expanded += 1) >= prefixes) break;
  }
}

/**
 * Adds a query word's scores: the word (`prefixes` longer words too, while it is being typed), its
 * stem, the docs' words for it a little below, and the current names of an old API name (`renamed`).
 */
export function addWord(
  scores: WordScores,
  term: string,
  prefixes: number,
  shards: ReadonlyMap<string, SearchShard>,
  renamed: readonly string[] = [],
) {
  addTerm(scores, term, 1, prefixes, shards);
  for (const synonym of synonymsOf(term)) addTerm(scores, synonym, SYNONYM_FACTOR, 0, shards);
  // An old API name is its current name (`onNodeSelect` → `onSelectedItemsChange`).
  for (const name of renamed) addTerm(scores, name, 1, 0, shards);
}
