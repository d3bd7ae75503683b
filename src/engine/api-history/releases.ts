import type { Minor } from './types';

const EIGHT = /^8\.(\d+)\.(\d+)$/;

/** The latest patch of each 8.x minor among a package's published versions (prereleases aside). */
export function latestPatchPerMinor(versions: readonly string[]): Map<number, string> {
  const best = new Map<number, [patch: number, version: string]>();
  for (const version of versions) {
    const match = EIGHT.exec(version);
    if (!match) continue;
    const minor = Number(match[1]);
    const patch = Number(match[2]);
    const current = best.get(minor);
    if (!current || patch > current[0]) best.set(minor, [patch, version]);
  }
  return new Map([...best].sort(([a], [b]) => a - b).map(([minor, [, version]]) => [minor, version]));
}

/**
 * The package versions that make up each minor from 8.0 to `lastMinor`: a package that published
 * nothing in a minor keeps its previous release (its API did not move), and one not published
 * yet is absent. Minors in which no package published anything are left out.
 */
export function releaseSets(
  published: Record<string, readonly string[]>,
  lastMinor: number,
): Array<{ minor: Minor; versions: Record<string, string>; changed: string[] }> {
  const perPackage = Object.entries(published).map(
    ([name, versions]) => [name, latestPatchPerMinor(versions)] as const,
  );
  const sets: Array<{ minor: Minor; versions: Record<string, string>; changed: string[] }> = [];
  const current: Record<string, string> = {};
  for (let minor = 0; minor <= lastMinor; minor += 1) {
    const changed: string[] = [];
    for (const [name, patches] of perPackage) {
      const version = patches.get(minor);
      if (version) {
        current[name] = version;
        changed.push(name);
      }
    }
    if (changed.length) sets.push({ minor: `8.${minor}`, versions: { ...current }, changed });
  }
  return sets;
}

/** `8.29.3` → `8.29`. */
export function minorOf(version: string): Minor {
  const match = EIGHT.exec(version);
  if (!match) throw new Error(`Not an 8.x version: ${version}`);
  return `8.${Number(match[1])}`;
}
