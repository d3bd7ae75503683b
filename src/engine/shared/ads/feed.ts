/**
 * The third-party feed (an `ads` list of company, description, image, stat links and pixels):
 * parsing, mapping to an ad, impression pixels. Hand-written checks rather than zod keep the
 * ad island small.
 */
import { AD_PIXEL_TIMESTAMP_TOKEN, type AdObject } from '@/config/ads';

/** One entry of the feed's `ads` list, as far as the site uses it. */
export interface FeedEntry {
  company: string;
  description: string;
  image: string;
  /** Click-through URL; entries without one are placeholders. */
  statlink: string;
  /** Impression URL. */
  statimp?: string;
  /** Impression pixels separated by `||`. */
  pixel?: string;
  timestamp?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Only http(s) URLs are followed, so a feed cannot inject `javascript:` links. */
export function isSafeUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** The first entry of the feed's `ads` list that has a usable `statlink`, if any. */
export function pickFeedEntry(json: unknown): FeedEntry | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const ads = (json as { ads?: unknown }).ads;
  if (!Array.isArray(ads)) return undefined;
  for (const raw of ads) {
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const statlink = text(entry.statlink);
    if (!statlink || !isSafeUrl(statlink)) continue;
    return {
      company: text(entry.company) ?? '',
      description: text(entry.description) ?? '',
      image: text(entry.image) ?? '',
      statlink,
      statimp: text(entry.statimp),
      pixel: text(entry.pixel),
      timestamp: text(entry.timestamp),
    };
  }
  return undefined;
}

/** The ad object the slot renders for a feed entry. */
export function feedEntryToAd(entry: FeedEntry): AdObject {
  return {
    name: entry.company || 'sponsor',
    link: entry.statlink,
    img: isSafeUrl(entry.image) ? entry.image : '',
    description: entry.description,
    poweredby: 'ad network',
    label: 'feed',
  };
}

/** Impression pixel URLs of an entry, with its timestamp substituted; unsafe ones dropped. */
export function pixelUrls(entry: Pick<FeedEntry, 'pixel' | 'timestamp'>): string[] {
  if (!entry.pixel) return [];
  const stamp = entry.timestamp ?? String(Date.now());
  return entry.pixel
    .split('||')
    .map((pixel) => pixel.trim().split(AD_PIXEL_TIMESTAMP_TOKEN).join(stamp))
    .filter((pixel) => pixel !== '' && isSafeUrl(pixel));
}
