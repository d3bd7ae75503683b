import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Highlighted code kept on disk, shared by every process of a build and by later builds.
 * Highlighting is most of a docs page's render cost (each demo's TypeScript and JavaScript,
 * in both languages, by whichever prerender worker gets the page), so `npm run build`
 * highlights every demo once beforehand (scripts/highlight-warm.ts) and pages read the result.
 * Next.js keeps `.next/cache` across builds; `HIGHLIGHT_CACHE_DIR` moves it (tests).
 */
export function highlightCacheDir(): string {
  return process.env.HIGHLIGHT_CACHE_DIR ?? path.join(process.cwd(), '.next', 'cache', 'highlight');
}

/** A file name for the inputs: any change to them (or to what they are rendered with) is a new entry. */
export function highlightCacheKey(parts: readonly string[]): string {
  return crypto.createHash('sha256').update(parts.join('\0')).digest('hex');
}

export function readHighlightCache(key: string): string | undefined {
  try {
    return fs.readFileSync(path.join(highlightCacheDir(), `${key.slice(0, 2)}/${key}`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Written under a temporary name and renamed, so a concurrent reader never sees half a file. */
export function writeHighlightCache(key: string, value: string): void {
  const dir = path.join(highlightCacheDir(), key.slice(0, 2));
  try {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = path.join(dir, `${key}.${process.pid}.tmp`);
    fs.writeFileSync(temporary, value);
    fs.renameSync(temporary, path.join(dir, key));
  } catch {
    // A cache that cannot be written only costs the next reader a new highlight.
  }
}

/** Returns the cached value for `parts`, or computes, stores and returns it. */
export async function cachedHighlight(
  parts: readonly string[],
  compute: () => Promise<string>,
): Promise<string> {
  const key = highlightCacheKey(parts);
  const cached = readHighlightCache(key);
  if (cached !== undefined) return cached;
  const value = await compute();
  writeHighlightCache(key, value);
  return value;
}
