import { localizePath, type Lang } from '../paths';
import { rankRecords, shardsFor } from './rank';
import { shardFileName } from './tokenize';
import { excerptOf, type TextPart } from './excerpt';
import { phraseFactor, phraseStems } from './phrase';
import type { PackedRecord, RecordKind, SearchMeta, SearchShard } from '../../search/types';

/** Reads one index file of a language; `fetch` in the browser, the file system in tests. */
export type IndexLoader = <T>(file: string) => Promise<T>;

/** One result as the dialog shows it. */
export interface SearchHit {
  /** Link in the index's language, with the heading or row anchor. */
  href: string;
  title: string;
  heading: string;
  kind: RecordKind;
  /** Index into SEARCH_GROUPS. */
  group: number;
  groupLabel: string;
  excerpt: TextPart[];
  /** Other components with the same prop, slot or class in this product (`DatePicker` → `DateTimePicker`, …). */
  also: string[];
}

/** A page shows at most this many times among the first FIRST_RESULTS results. */
const PER_PAGE = 2;
const FIRST_RESULTS = 5;

/** One hit per member name in a product: `disablePast` once, naming the other components that have it. */
export function mergeMembers(hits: SearchHit[]): SearchHit[] {
  const merged: SearchHit[] = [];
  const byName = new Map<string, SearchHit>();
  for (const hit of hits) {
    const isMember = hit.kind === 'prop' || hit.kind === 'slot' || hit.kind === 'class';
    const key = `${hit.group}|${hit.kind}|${hit.heading}`;
    const first = isMember ? byName.get(key) : undefined;
    if (first) {
      if (!first.also.includes(hit.title)) first.also.push(hit.title);
      continue;
    }
    if (isMember) byName.set(key, hit);
    merged.push(hit);
  }
  return merged;
}

/** Moves a page's third and later hits below the first five, so the first five show more pages. */
export function spreadPages(hits: SearchHit[]): SearchHit[] {
  const first: SearchHit[] = [];
  const later: SearchHit[] = [];
  const seen = new Map<string, number>();
  for (const hit of hits) {
    const page = hit.href.split('#')[0];
    const count = seen.get(page) ?? 0;
    if (first.length < FIRST_RESULTS && count < PER_PAGE) {
      first.push(hit);
      seen.set(page, count + 1);
    } else later.push(hit);
  }
  return [...first, ...later];
}

/** Loads one language's index piece by piece and answers queries from it. */
export class SearchClient {
  private metaPromise?: Promise<SearchMeta>;
  private readonly files = new Map<string, Promise<unknown>>();
  /** Milliseconds the last search spent computing (ranking and building hits), network waits excluded. */
  lastComputeMs = 0;

  constructor(
    private readonly lang: Lang,
    private readonly load: IndexLoader,
  ) {}

  private file<T>(name: string): Promise<T> {
    let promise = this.files.get(name);
    if (!promise) {
      promise = this.load<T>(name);
      // A failed load (offline before caching) is retried next time.
      promise.catch(() => this.files.delete(name));
      this.files.set(name, promise);
    }
    return promise as Promise<T>;
  }

  /** The meta file; loading it early makes the first query faster. */
  meta(): Promise<SearchMeta> {
    return (this.metaPromise ??= this.file<SearchMeta>('meta.json'));
  }

  /** Loads the shards `query` needs, so `searchLoaded` can answer without waiting. */
  async prepare(query: string): Promise<Map<string, SearchShard>> {
    const meta = await this.meta();
    const keys = shardsFor(query, meta);
    const loaded = await Promise.all(keys.map((key) => this.file<SearchShard>(shardFileName(key))));
    return new Map(keys.map((key, i) => [key, loaded[i]]));
  }

  /** Results for `query`, best first; loads the shards and record chunks it needs. */
  async search(query: string, limit = 20): Promise<SearchHit[]> {
    const meta = await this.meta();
    const shards = await this.prepare(query);
    const rankStarted = performance.now();
    const ranked = rankRecords(query, meta, shards, limit + 10);
    const rankMs = performance.now() - rankStarted;
    const chunkOf = (id: number) => {
      let chunk = 0;
      while (chunk + 1 < meta.chunks.length && meta.chunks[chunk + 1] <= id) chunk += 1;
      return chunk;
    };
    const chunkIds = [...new Set(ranked.map(({ id }) => chunkOf(id)))];
    const chunks = new Map(
      await Promise.all(
        chunkIds.map(async (chunk) => [chunk, await this.file<PackedRecord[]>(`r-${chunk}.json`)] as const),
      ),
    );
    const buildStarted = performance.now();
    const stems = phraseStems(query);
    const scored = ranked.map(({ id, score }) => {
      const chunk = chunkOf(id);
      const [page, anchor, heading, kind, text] = chunks.get(chunk)![id - meta.chunks[chunk]];
      const [title, group, pathname] = meta.pages[page];
      const label = kind === 'section' ? heading : kind === 'page' ? title : '';
      const hit: SearchHit = {
        href: `${localizePath(pathname, this.lang)}${anchor ? `#${anchor}` : ''}`,
        title,
        heading,
        kind,
        group,
        groupLabel: meta.groups[group],
        excerpt: excerptOf(text, query),
        also: [],
      };
      return { hit, score: label ? score * phraseFactor(stems, label) : score };
    });
    // A stable sort: among equal scores the ranking's order stays.
    const hits = scored.sort((a, b) => b.score - a.score).map(({ hit }) => hit);
    const result = spreadPages(mergeMembers(hits)).slice(0, limit);
    this.lastComputeMs = rankMs + performance.now() - buildStarted;
    return result;
  }
}
