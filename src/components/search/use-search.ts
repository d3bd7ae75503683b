'use client';

import * as React from 'react';
import type { Lang } from '@/engine/shared/paths';
import { SearchClient, type SearchHit } from '@/engine/shared/search/search-client';

const clients = new Map<Lang, SearchClient>();

/** One index client per language, shared by every open of the dialog. */
export function searchClientFor(lang: Lang): SearchClient {
  let client = clients.get(lang);
  if (!client) {
    client = new SearchClient(lang, async (file) => {
      const response = await fetch(`/search/${lang}/${file}`);
      if (!response.ok) throw new Error(`search index ${file}: HTTP ${response.status}`);
      return response.json();
    });
    clients.set(lang, client);
  }
  return client;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** Results of `query`, with the time the last one took once its files were loaded. */
export function useSearch(lang: Lang, query: string) {
  const [state, setState] = React.useState<{
    hits: SearchHit[];
    status: SearchStatus;
    /** Query the hits answer; lags `query` while files load. */
    answered?: string;
    /** Time spent computing the hits once the index files were in, and when they arrived. */
    ms?: number;
    resolvedAt?: number;
  }>({ hits: [], status: 'idle' });
  React.useEffect(() => {
    const client = searchClientFor(lang);
    let current = true;
    if (!query.trim()) {
      setState({ hits: [], status: 'idle' });
      client.meta().catch(() => {});
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    (async () => {
      const hits = await client.search(query);
      const ms = client.lastComputeMs;
      if (current) setState({ hits, status: 'done', answered: query, ms, resolvedAt: performance.now() });
    })().catch(() => {
      if (current) setState({ hits: [], status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [lang, query]);
  return state;
}
