import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The one place that decides how long values read from files live. A production build and
 * `next start` read each file once and keep what they computed from it; `next dev` (the writer's
 * loop) keys those values on the files' modification times, so an edited page, demo or generated
 * file shows on the next refresh. Modules (nav groups, title dictionaries) need nothing here:
 * `next dev` re-evaluates an edited module and the modules that import it, caches included.
 */
export const FOLLOWS_EDITS = process.env.NODE_ENV === 'development';

/**
 * A stamp of `files` (and of the entries of folders among them): their modification times, `-`
 * for a missing one, so a file that appears or disappears changes the stamp as well.
 */
export function filesStamp(files: readonly string[]): string {
  return files.map(stampOf).join('|');
}

function stampOf(file: string): string {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return '-';
  }
  if (!stat.isDirectory()) return String(stat.mtimeMs);
  // A folder's own time changes when an entry is added or removed, not when one is edited.
  const entries = fs.readdirSync(file).sort();
  return `${stat.mtimeMs}[${entries.map((entry) => stampOf(path.join(file, entry))).join(',')}]`;
}

interface Entry<T> {
  value: T;
  stamp: string;
}

/**
 * A value computed from files, computed once; under `next dev`, again whenever one of
 * `files()` (listed anew on each read) changed. `files` is not called in production.
 */
export function fileMemo<T>(files: () => readonly string[], compute: () => T): () => T {
  let entry: Entry<T> | undefined;
  return () => {
    const stamp = FOLLOWS_EDITS ? filesStamp(files()) : '';
    if (!entry || entry.stamp !== stamp) entry = { value: compute(), stamp };
    return entry.value;
  };
}

/**
 * A map of values computed from files. `get` returns the kept value of `key`, or undefined when
 * there is none or (under `next dev`) when the files it was computed from changed since.
 */
export class FileKeyedCache<T> {
  private readonly entries = new Map<string, Entry<T> & { files: readonly string[] }>();

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (FOLLOWS_EDITS && filesStamp(entry.files) !== entry.stamp) return undefined;
    // Most recently used last, so the oldest entry is the first one.
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` for `key`, stamped with `files`. Take the stamp before reading them (the
   * default is now), so an edit saved while the value is computed is not taken as seen.
   */
  set(key: string, value: T, files: readonly string[], stamp = FOLLOWS_EDITS ? filesStamp(files) : ''): void {
    this.entries.delete(key);
    this.entries.set(key, { value, files, stamp });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Keys oldest first (insertion order, refreshed by `set`). */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get size(): number {
    return this.entries.size;
  }
}
