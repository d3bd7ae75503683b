/**
 * MiniSearch (a maintained BM25 library) over the site's own index records, for the evaluation's
 * comparison (`npm run search:eval -- --compare`). Two set-ups: MiniSearch as it comes (its tokenizer,
 * fields boosted, the last word as a prefix, any word may match), and MiniSearch's BM25 with the
 * site's query handling (framing words dropped, vocabulary, product prior, API rows behind guides).
 * Both go through the dialog's own post-processing (one hit per prop name, a page at most twice in
 * the first five), so only the scoring differs.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { mergeMembers, spreadPages, type SearchHit } from '../../shared/search/search-client';
import { subjectTerms } from '../../shared/search/rank-terms';
import { indexTerms } from '../../shared/search/tokenize';
import { productsNamed, synonymsOf } from '../../shared/search/vocabulary';
import type { PackedRecord, SearchMeta } from '../types';
import type { SearchFn } from './score';

export type MiniSearchSetup = 'plain' | 'site-query';

interface Doc {
  id: number;
  /** Page title, on the page's own record only. */
  title: string;
  /** Section heading or API member name. */
  heading: string;
  /** Page title on the page's other records: context, weighed low. */
  page: string;
  text: string;
}

const BOOST = { title: 6, heading: 4, page: 2, text: 1 };
/** The same factors rank.ts applies. */
const PRODUCT_PRIOR = 3;
const API_IN_PROSE = 0.3;
const SYNONYM_BOOST = 0.75;

/** A search function for the evaluation: MiniSearch over `records` (all of the index's, in id order). */
export function miniSearchFn(meta: SearchMeta, records: PackedRecord[], setup: MiniSearchSetup): SearchFn {
  const ownTokens = setup === 'site-query';
  const search = new MiniSearch<Doc>({
    fields: ['title', 'heading', 'page', 'text'],
    ...(ownTokens && {
      tokenize: (text: string) => indexTerms(text).map(([term]) => term),
      processTerm: (term: string) => term,
    }),
  });
  search.addAll(
    records.map(([page, anchor, heading, , text], id) => {
      const top = !anchor && !heading;
      const title = meta.pages[page][0];
      return { id, title: top ? title : '', heading, page: top ? '' : title, text };
    }),
  );
  const isApi = (id: number) => meta.pages[records[id][0]][2].startsWith('/x/api/');
  const hitOf = (id: number): SearchHit => {
    const [page, anchor, heading, kind] = records[id];
    const [title, group, pathname] = meta.pages[page];
    const href = `${pathname}${anchor ? `#${anchor}` : ''}`;
    return { href, title, heading, kind, group, groupLabel: '', excerpt: [], also: [] };
  };
  return async (query) => {
    let terms: string | { combineWith: 'OR'; queries: string[] } = query;
    const options: SearchOptions = {
      boost: BOOST,
      combineWith: 'OR',
      prefix: (_t, i, all) => i === all.length - 1,
    };
    if (ownTokens) {
      const subject = subjectTerms(query);
      const synonyms = new Set(subject.flatMap(synonymsOf).filter((word) => !subject.includes(word)));
      terms = { combineWith: 'OR', queries: [...subject, ...synonyms] };
      // Each word is a query of its own here, so the word being typed is named.
      const typed = subject.at(-1);
      options.prefix = (term) => term === typed;
      const named = productsNamed(subject, query);
      const prose = subject.length >= 2;
      options.boostTerm = (term) => (synonyms.has(term) ? SYNONYM_BOOST : 1);
      options.boostDocument = (id: number) =>
        (named.has(meta.pages[records[id][0]][1]) ? PRODUCT_PRIOR : 1) *
        (prose && isApi(id) ? API_IN_PROSE : 1);
    }
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    for (const { id } of search.search(terms, options)) {
      const hit = hitOf(id as number);
      if (!seen.has(hit.href)) hits.push(hit);
      seen.add(hit.href);
      if (hits.length >= 40) break;
    }
    return spreadPages(mergeMembers(hits)).map((hit) => hit.href);
  };
}
