import { exactKey, indexTerms, shardFileName, shardOf, stemKey } from '../shared/search/tokenize';
import {
  SEARCH_GENERATED_NOTE,
  SEARCH_GROUPS,
  type PackedPage,
  type PackedRecord,
  type SearchMeta,
  type SearchRecord,
  type SearchShard,
} from './types';
import { componentHomes, type NamedComponent } from './component-homes';
import { renamesFrom } from './renames';

/** Score of a whole-name match: a prop, component or page title typed exactly. */
export const EXACT_SCORE = 1000;
/** Score of a heading, slot or class name typed exactly. */
export const NEAR_SCORE = 400;
/** Share of its exact score a name gets when typed in other forms of its words (`sorted` for Sorting). */
export const STEM_NAME_FACTOR = 0.9;
/** Raw JSON size a record chunk stops growing at (about 2–3 KB gzip). */
const CHUNK_CHARS = 6000;
/** Postings kept per term, best first: a word in thousands of records ranks nothing. */
const MAX_POSTINGS = 1500;

/** Files of one language's index, by name relative to public/search/<lang>/. */
export type IndexFiles = Map<string, unknown>;

function addPosting(postings: Map<string, Map<number, number>>, term: string, id: number, value: number) {
  let list = postings.get(term);
  if (!list) postings.set(term, (list = new Map()));
  if ((list.get(id) ?? 0) < value) list.set(id, value);
}

/** Delta-encodes ids so shards stay small: [id0, w0, id1 - id0, w1, ...]. */
function encode(list: Map<number, number>): number[] {
  const best = [...list].sort((a, b) => b[1] - a[1]).slice(0, MAX_POSTINGS);
  best.sort((a, b) => a[0] - b[0]);
  const flat: number[] = [];
  let previous = 0;
  for (const [id, value] of best) {
    flat.push(id - previous, value);
    previous = id;
  }
  return flat;
}

/**
 * Packs records into the meta file, term shards and record chunks of one language; `components` (the
 * reference's) find their guide pages for the component prior, and `migrationSources` (the English
 * migration guides' Markdown) give the renamed API names.
 */
export function buildIndex(
  records: SearchRecord[],
  lang: string,
  groupLabels: string[],
  components: readonly NamedComponent[] = [],
  migrationSources: readonly string[] = [],
): IndexFiles {
  const pages: PackedPage[] = [];
  const pageIds = new Map<string, number>();
  const postings = new Map<string, Map<number, number>>();
  const continued: number[] = [];
  const pageStarts: number[] = [];
  const firstIds: number[] = [];
  const packed: PackedRecord[] = records.map((record, id) => {
    let page = pageIds.get(record.pathname);
    if (page === undefined) {
      page = pages.push([record.title, SEARCH_GROUPS.indexOf(record.group), record.pathname]) - 1;
      pageIds.set(record.pathname, page);
      pageStarts.push(id - (pageStarts.length ? firstIds[firstIds.length - 1] : 0));
      firstIds.push(id);
    } else if (page !== pages.length - 1) {
      throw new Error(`search: records of ${record.pathname} are not contiguous`);
    }
    const previous = records[id - 1];
    if (previous && previous.pathname === record.pathname && previous.anchor === record.anchor) {
      continued.push(id);
    }
    for (const [text, weight] of record.fields) {
      for (const [term, factor] of indexTerms(text)) {
        addPosting(postings, term, id, Math.round(weight * factor) * 10 + record.boost);
      }
    }
    const addName = (name: string, score: number) => {
      addPosting(postings, exactKey(name), id, score * 10 + record.boost);
      const stemmed = stemKey(name);
      if (stemmed)
        addPosting(postings, stemmed, id, Math.round(score * STEM_NAME_FACTOR) * 10 + record.boost);
    };
    for (const name of record.exactNames) addName(name, EXACT_SCORE);
    for (const name of record.nearNames) addName(name, NEAR_SCORE);
    return [page, record.anchor, record.heading, record.kind, record.text];
  });

  const files: IndexFiles = new Map();
  const shards = new Map<string, SearchShard>();
  for (const [term, list] of [...postings].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const key = shardOf(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[term] = encode(list);
  }

  const chunks: number[] = [];
  let chunk: PackedRecord[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length) files.set(`r-${chunks.length - 1}.json`, chunk);
    chunk = [];
    size = 0;
  };
  packed.forEach((record, id) => {
    if (chunk.length === 0 || size > CHUNK_CHARS) {
      flush();
      chunks.push(id);
    }
    chunk.push(record);
    size += JSON.stringify(record).length;
  });
  flush();

  for (const [key, shard] of shards) files.set(shardFileName(key), shard);
  const meta: SearchMeta = {
    _generated: SEARCH_GENERATED_NOTE,
    lang,
    groups: groupLabels,
    pages,
    shards: [...shards.keys()],
    chunks,
    records: packed.length,
    continued,
    pageStarts,
    homes: componentHomes(pages, components),
    renames: renamesFrom(migrationSources, (key) => {
      // Still a current name (a prop, a component) or a word of a page other than a migration guide
      // (in its text: a page's keywords may list the old name to find the page, not to keep it current).
      if (postings.has(exactKey(key))) return true;
      const ids = postings.get(key);
      return Boolean(
        ids &&
        [...ids.keys()].some(
          (id) => records[id].group !== 'migration' && records[id].text.toLowerCase().includes(key),
        ),
      );
    }),
  };
  files.set('meta.json', meta);
  return files;
}
