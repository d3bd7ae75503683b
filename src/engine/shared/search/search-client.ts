import { localizePath, type Lang } from '../paths';
import { rankRecords, shardsFor } from './rank';
import { shardFileName } from './tokenize';
import { excerptOf, type TextPart } from './excerpt';
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
    const ranked = rankRecords(query, meta, shards, limit);
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
    const hits = ranked.map(({ id }): SearchHit => {
      const chunk = chunkOf(id);
      const [page, anchor, heading, kind, text] = chunks.get(chunk)![id - meta.chunks[chunk]];
      const [title, group, pathname] = meta.pages[page];
      return {
        href: `${localizePath(pathname, this.lang)}${anchor ? `#${anchor}` : ''}`,
        title,
        heading,
        kind,
        group,
        groupLabel: meta.groups[group],
        excerpt: excerptOf(text, query),
      };
    });
    this.lastComputeMs = rankMs + performance.now() - buildStarted;
    return hits;
  }
}
