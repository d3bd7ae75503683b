import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from './build-index';
import { collectRecords, groupLabels, searchComponents, migrationSources } from './collect';
import { SearchClient } from '../shared/search/search-client';
import { shardFileName, shardOf, stemOf } from '../shared/search/tokenize';
import vocabulary from '../shared/search/vocabulary.json';

interface RelevanceSet {
  queries: Array<{ query: string; expected: string }>;
}

/** The bench's relevance set (bench/search-queries.json), checked here against the in-memory index. */
const { queries } = JSON.parse(
  readFileSync(join(process.cwd(), 'bench/search-queries.json'), 'utf8'),
) as RelevanceSet;

let client: SearchClient;
let files: Map<string, unknown>;
beforeAll(() => {
  files = buildIndex(collectRecords('en'), 'en', groupLabels('en'), searchComponents(), migrationSources());
  client = new SearchClient('en', async <T>(file: string) => {
    if (!files.has(file)) throw new Error(`missing ${file}`);
    return structuredClone(files.get(file)) as T;
  });
}, 60_000);

describe('search relevance set', () => {
  it('has the inflected forms the stemmer must reach', () => {
    const listed = new Set(queries.map(({ query }) => query));
    for (const query of ['localize', 'filtered rows', 'sorting', 'grouped rows'])
      expect(listed).toContain(query);
  });

  it('puts the expected link first for every query', async () => {
    const misses: string[] = [];
    for (const { query, expected } of queries) {
      const [first] = await client.search(query);
      if (first?.href !== expected) misses.push(`${query} → ${first?.href ?? 'nothing'} (want ${expected})`);
    }
    expect(misses).toEqual([]);
  });
});

describe('search vocabulary against the English index', () => {
  it("maps reader's words only to docs' words that some page or API row has", () => {
    const has = (term: string) =>
      [term, stemOf(term)].some((key) => {
        const shard = files.get(shardFileName(shardOf(key))) as Record<string, unknown> | undefined;
        return Boolean(shard && key in shard);
      });
    const dead: string[] = [];
    for (const [word, terms] of Object.entries(vocabulary.synonyms)) {
      const english = terms.filter((term) => /^[a-z0-9 ]+$/.test(term));
      for (const term of english) if (!term.split(' ').every(has)) dead.push(`${word} → ${term}`);
    }
    expect(dead).toEqual([]);
  });
});
