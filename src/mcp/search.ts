import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '@/config/site';
import { SearchClient } from '@/engine/shared/search/search-client';
import { SEARCH_GROUPS, type SearchGroup } from '@/engine/search/types';

/** Where `npm run search:build` writes the English index. */
const INDEX_DIR = path.join(process.cwd(), 'public', 'search', 'en');

let client: SearchClient | undefined;

function searchClient(): SearchClient {
  if (!fs.existsSync(path.join(INDEX_DIR, 'meta.json'))) {
    throw new Error('The search index is missing: run `npm run search:build` first.');
  }
  return (client ??= new SearchClient('en', async (file) =>
    JSON.parse(await fs.promises.readFile(path.join(INDEX_DIR, file), 'utf8')),
  ));
}

/** The site's own ranking (the search dialog's), best first, at most `limit` hits, optionally in one product. */
export async function searchDocs(query: string, product?: SearchGroup, limit = 10) {
  // Ranking happens before the product filter, so ask for more hits when filtering.
  const hits = await searchClient().search(query, product ? 200 : limit);
  return hits
    .filter((hit) => !product || SEARCH_GROUPS[hit.group] === product)
    .slice(0, limit)
    .map((hit) => ({
      title: hit.heading ? `${hit.title} › ${hit.heading}` : hit.title,
      url: `${SITE.origin}${hit.href}`,
      kind: hit.kind,
      section: hit.groupLabel,
      snippet: hit.excerpt.map((part) => part.text).join(''),
    }));
}
