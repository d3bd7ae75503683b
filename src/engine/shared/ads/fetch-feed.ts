import { AD_FEED_MAX_ATTEMPTS } from '@/config/ads';
import { pickFeedEntry, type FeedEntry } from './feed';

type Fetch = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * The first usable feed entry. The feed sometimes answers with only empty
 * entries, so it is asked again, up to `attempts` times; a failed request
 * (network error, HTTP error, invalid JSON) ends the search with no ad.
 */
export async function fetchFeedEntry(
  url: string,
  fetchImpl: Fetch = (input) => fetch(input),
  attempts = AD_FEED_MAX_ATTEMPTS,
): Promise<FeedEntry | undefined> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetchImpl(url);
      if (!response.ok) return undefined;
      const entry = pickFeedEntry(await response.json());
      if (entry) return entry;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
