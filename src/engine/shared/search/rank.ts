import { exactKey, queryTerms, shardOf, stemKey, stemOf } from './tokenize';
import { productHinted, productOfWord, productsNamed, synonymsOf } from './vocabulary';
import { componentPages } from './component-prior';
import { addWord, decode, idf, subjectTerms, WordScores } from './rank-terms';
import type { SearchMeta, SearchShard } from '../../search/types';

/** Prefix expansion of the word being typed stops after this many words (fewer in a long question). */
const MAX_EXPANSIONS = 400;
const MAX_EXPANSIONS_IN_PROSE = 40;
/** Share of its score an API row keeps for a question in words (a guide section teaches it better). */
const API_IN_PROSE = 0.3;
/** Factor for the pages of a product the query names ("tree view", "DatePicker"). */
const PRODUCT_PRIOR = 3;
/** Factor for a component's own guide page when the query names the component ("DatePicker views"). */
const COMPONENT_PRIOR = 2;
/** Factor for the pages of the product the query's words point to without naming one ("dates"). */
const HINT_PRIOR = 1.5;
/** Factor for migration pages unless the query is about upgrading. */
const MIGRATION_PRIOR = 0.45;
const MIGRATION_WORDS = /^(migrat|upgrad|v\d|breaking|deprecat|renam|removed|迁移)/;
const MIGRATION_GROUP = 6;
/** Multiplier of a name match's score (1000 for an exact name; its tie-breaker is the tenths). */
const NAME_FACTOR = 10_000;
/** A query of one dotted identifier; group 1 is its last part. */
const DOTTED = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.([A-Za-z_$][\w$]*)$/;
/** Sections of one page kept among the ranked candidates. */
const CANDIDATES_PER_PAGE = 4;
/** Share of the rest of its page's score a section gains. */
const PAGE_SUPPORT = 0.5;

/** Current names of an old API name the query uses (meta.renames); none for a current word. */
function renamesOf(term: string, meta: SearchMeta): string[] {
  const renamed = meta.renames?.[term];
  return Array.isArray(renamed) ? renamed : [];
}

/** Shard keys a query needs, for loading before `rankRecords`. */
export function shardsFor(query: string, meta: SearchMeta): string[] {
  const terms = subjectTerms(query);
  const names = [exactKey(query), stemKey(query) ?? ''].filter(Boolean);
  const renamed = terms.flatMap((term) => renamesOf(term, meta));
  const words = [...terms, ...terms.map(stemOf), ...terms.flatMap(synonymsOf), ...renamed];
  const keys = new Set([...words, ...words.map(stemOf), ...names].map(shardOf));
  return [...keys].filter((key) => meta.shards.includes(key));
}

/** A ranked record id (the best-matching piece of its section) and its score. */
export interface RankedId {
  id: number;
  score: number;
}

interface RecordTables {
  /** First record of each record's section (long sections are cut into pieces). */
  section: Int32Array;
  page: Int32Array;
  isApiPage: boolean[];
}
const tables = new WeakMap<SearchMeta, RecordTables>();

/** Section and page of every record, decoded once per meta file. */
function recordTables(meta: SearchMeta): RecordTables {
  let table = tables.get(meta);
  if (!table) {
    const section = new Int32Array(meta.records);
    const continued = new Set(meta.continued);
    for (let id = 0; id < meta.records; id += 1) section[id] = continued.has(id) ? section[id - 1] : id;
    const page = new Int32Array(meta.records);
    let first = 0;
    meta.pageStarts.forEach((delta, index) => {
      first += delta;
      page.fill(index, first);
    });
    const isApiPage = meta.pages.map(([, , pathname]) => pathname.startsWith('/x/api/'));
    tables.set(meta, (table = { section, page, isApiPage }));
  }
  return table;
}

/**
 * Ranks records for `query` from loaded shards. Each query word scores by its field weight times its
 * IDF, so rare words count more; a record need not have every word, but its score is scaled by the
 * share of the query's weight it covers. An exact name (prop, component, page title) adds its large
 * score on top, so identifiers still go to their row first. For a question in words, API rows step
 * back behind guide sections, pages of a product the query names step forward, and migration pages
 * step back unless the query is about upgrading. Synchronous so its cost is the whole query time.
 */
export function rankRecords(
  query: string,
  meta: SearchMeta,
  shards: ReadonlyMap<string, SearchShard>,
  limit = 20,
): RankedId[] {
  const terms = subjectTerms(query);
  if (terms.length === 0) return [];
  const typing = !/\s$/.test(query);
  const { section: sectionOf, page: pageOf, isApiPage } = recordTables(meta);
  const count = terms.length;
  const prefixes = count >= 3 ? MAX_EXPANSIONS_IN_PROSE : MAX_EXPANSIONS;
  // Per section (its pieces together): each word's best score; per piece: its sum, to pick the excerpt.
  const wordBest = new Float32Array(meta.records * count);
  const pieceSum = new Float32Array(meta.records);
  const pieces: number[] = [];
  const sections: number[] = [];
  const seen = new Uint8Array(meta.records);
  const weights: number[] = [];
  const scores = new WordScores(new Float32Array(meta.records));
  const lastTyped = terms.lastIndexOf(queryTerms(query).at(-1) ?? '');
  // A prop, slot or class row: on an API page, after the page's own record.
  const isMember = (id: number) => isApiPage[pageOf[id]] && id > 0 && pageOf[id - 1] === pageOf[id];
  // In a question in words, a member row does not match by its component's name (every row of the
  // page carries it): "clearable for DateTimePicker" is not about each DateTimePicker row. It does
  // when the query also names the member itself: "BarChart slots" is about BarChart's `slots`.
  const productWord = terms.map((term) => count >= 2 && productOfWord(term) >= 0);
  const namedMembers = new Set<number>();
  if (productWord.includes(true))
    for (const term of terms) {
      const postings = shards.get(shardOf(term))?.[exactKey(term)];
      if (postings) decode(postings, (id) => namedMembers.add(id));
    }
  terms.forEach((term, i) => {
    addWord(scores, term, typing && i === lastTyped ? prefixes : 0, shards, renamesOf(term, meta));
    // The word's own records decide its weight; a word no record has does not count against coverage.
    const own = (shards.get(shardOf(term))?.[term]?.length ?? 0) / 2;
    const weight = scores.touched.length === 0 ? 0 : idf(meta.records, own || scores.touched.length);
    weights.push(weight);
    const nameOnly = productWord[i];
    for (const id of scores.touched) {
      if (nameOnly && isMember(id) && !namedMembers.has(id)) continue;
      const value = scores.values[id] * weight;
      const section = sectionOf[id];
      const slot = section * count + i;
      if (value > wordBest[slot]) wordBest[slot] = value;
      if (pieceSum[id] === 0) pieces.push(id);
      pieceSum[id] += value;
      if (!seen[section]) {
        seen[section] = 1;
        sections.push(section);
      }
    }
    scores.reset();
  });
  const queryWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const bestPiece = new Map<number, number>();
  for (const id of pieces) {
    const section = sectionOf[id];
    const current = bestPiece.get(section);
    if (current === undefined || pieceSum[id] > pieceSum[current]) bestPiece.set(section, id);
  }
  // A whole name typed exactly, or in other forms of its words, adds its large score once (the larger).
  const nameScores = new Map<number, number>();
  const addNames = (key: string | null, onlyMembers: boolean) => {
    const postings = key ? shards.get(shardOf(key))?.[key] : undefined;
    if (postings)
      decode(postings, (id, value) => {
        if (!onlyMembers || isMember(id)) nameScores.set(id, Math.max(nameScores.get(id) ?? 0, value / 10));
      });
  };
  addNames(exactKey(query), false);
  addNames(stemKey(query), false);
  // A dotted identifier (`slots.toolbar`, `apiRef.current.updateRows`) names its last part's member rows.
  const dotted = DOTTED.exec(query.trim());
  if (dotted) addNames(exactKey(dotted[1]), true);
  const prose = count >= 2 && !dotted;
  const hinted = productHinted(terms);
  const named = productsNamed(terms, query, hinted);
  const homes = componentPages(query, meta.homes);
  const aboutMigration = terms.some((term) => MIGRATION_WORDS.test(term));
  const prior = (page: number) => {
    const group = meta.pages[page][1];
    let factor = 1;
    if (prose && isApiPage[page]) factor *= API_IN_PROSE;
    if (named.has(group)) factor *= PRODUCT_PRIOR;
    if (homes.has(page)) factor *= COMPONENT_PRIOR;
    if (named.size === 0 && group === hinted) factor *= HINT_PRIOR;
    if (group === MIGRATION_GROUP && !aboutMigration) factor *= MIGRATION_PRIOR;
    return factor;
  };
  const best = new Map<number, { id: number; name: number; text: number; page: number }>();
  for (const section of sections) {
    let sum = 0;
    let covered = 0;
    for (let i = 0; i < count; i += 1) {
      const value = wordBest[section * count + i];
      if (value > 0) {
        sum += value;
        covered += weights[i];
      }
    }
    const page = pageOf[section];
    const coverage = queryWeight > 0 ? covered / queryWeight : 0;
    const text = sum * coverage ** 1.5 * prior(page);
    best.set(section, { id: bestPiece.get(section) ?? section, name: 0, text, page });
  }
  for (const [id, name] of nameScores) {
    const entry = best.get(sectionOf[id]);
    if (entry) entry.name = Math.max(entry.name, name);
    else best.set(sectionOf[id], { id, name, text: 0, page: pageOf[id] });
  }
  // A page whose other sections also answer is more likely on the subject: each section gets a share
  // of its page's other sections' scores, at most its own score.
  const pageTotals = new Map<number, number>();
  for (const { page, text } of best.values()) pageTotals.set(page, (pageTotals.get(page) ?? 0) + text);
  const ranked = [...best.values()].map(({ id, name, text, page }) => ({
    id,
    // A name match outranks any text score; among name matches the name's own score (and tie-breaker) decides.
    score: name * NAME_FACTOR + text + Math.min(text, PAGE_SUPPORT * (pageTotals.get(page)! - text)),
  }));
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  // A few sections per page among the candidates leave room for other pages (an API page's rows all
  // match its component's name).
  const perPage = new Map<number, number>();
  return ranked
    .filter(({ id }) => {
      const seen = perPage.get(pageOf[id]) ?? 0;
      perPage.set(pageOf[id], seen + 1);
      return seen < CANDIDATES_PER_PAGE;
    })
    .slice(0, limit);
}
