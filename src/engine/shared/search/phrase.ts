/**
 * The heading-phrase signal: a guide section whose heading the question says in its own words
 * ("Server side pagination in DataGrid" → "Server-side pagination") steps ahead of a page whose title
 * shares only some of them. Applied to the ranked candidates once their headings are loaded. Pure.
 */
import { queryTerms, stemOf } from './tokenize';
import { isIgnored, synonymsOf } from './vocabulary';
import { subjectTerms } from './rank-terms';

/** Largest gain: a heading every word of which is in the question. */
const PHRASE_GAIN = 1;

/** Stems of a query's subject words and of the docs' words for them, for `phraseFactor`. */
export function phraseStems(query: string): Set<string> {
  const stems = new Set<string>();
  const words = queryTerms(query).filter((term) => !isIgnored(term));
  // One word is a lookup, not a question in words.
  if (words.length < 2) return stems;
  // Its identifiers' parts count too (`setRowHeight` says "row height").
  const subject = subjectTerms(query);
  for (const term of subject) for (const word of [term, ...synonymsOf(term)]) stems.add(stemOf(word));
  return stems;
}

/**
 * Score factor for a result labelled `label` (a section heading, or a page title): 1 + the share of
 * the label's words the question has, when it has at least two of them (a phrase, not a word that
 * many headings share); 1 otherwise.
 */
export function phraseFactor(stems: ReadonlySet<string>, label: string): number {
  const words = [...new Set(queryTerms(label).map(stemOf))];
  if (words.length < 2) return 1;
  const found = words.filter((word) => stems.has(word)).length;
  return found < 2 ? 1 : 1 + PHRASE_GAIN * (found / words.length) ** 2;
}
