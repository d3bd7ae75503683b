import type { Minor } from './types';

/** The majors the history spans, oldest first. */
export const HISTORY_MAJORS = [8, 9] as const;
export type HistoryMajor = (typeof HISTORY_MAJORS)[number];

const RELEASE = /^(8|9)\.(\d+)\.(\d+)$/;

/** The latest patch of each minor among a package's published versions (prereleases and other majors aside), keyed `8.14`. */
export function latestPatchPerMinor(versions: readonly string[]): Map<Minor, string> {
  const best = new Map<Minor, [patch: number, version: string]>();
  for (const version of versions) {
    const match = RELEASE.exec(version);
    if (!match) continue;
    const minor = `${match[1]}.${Number(match[2])}` as Minor;
    const patch = Number(match[3]);
    const current = best.get(minor);
    if (!current || patch > current[0]) best.set(minor, [patch, version]);
  }
  return new Map(
    [...best]
      .sort(([a], [b]) => minorOrder(a) - minorOrder(b))
      .map(([minor, [, version]]) => [minor, version]),
  );
}

/** `8.14` → 8014, `9.2` → 9002: minors across majors in release order. */
export function minorOrder(minor: string): number {
  const [major, number] = minor.split('.').map(Number);
  return major * 1000 + number;
}

/**
 * The package versions that make up each minor from 8.0 to `last`: a package that published
 * nothing in a minor keeps its previous release (its API did not move), and one not published
 * yet is absent. Minors in which no package published anything are left out.
 */
export function releaseSets(
  published: Record<string, readonly string[]>,
  last: Minor,
): Array<{ minor: Minor; versions: Record<string, string>; changed: string[] }> {
  const perPackage = Object.entries(published).map(
    ([name, versions]) => [name, latestPatchPerMinor(versions)] as const,
  );
  const sets: Array<{ minor: Minor; versions: Record<string, string>; changed: string[] }> = [];
  const current: Record<string, string> = {};
  const [lastMajor, lastNumber] = last.split('.').map(Number);
  for (const major of HISTORY_MAJORS) {
    if (major > lastMajor) break;
    for (let number = 0; number <= (major === lastMajor ? lastNumber : 99); number += 1) {
      const minor = `${major}.${number}` as Minor;
      const changed: string[] = [];
      for (const [name, patches] of perPackage) {
        const version = patches.get(minor);
        if (version) {
          current[name] = version;
          changed.push(name);
        }
      }
      if (changed.length) sets.push({ minor, versions: { ...current }, changed });
    }
  }
  return sets;
}

/** `8.29.3` → `8.29`, `9.14.0` → `9.14`. */
export function minorOf(version: string): Minor {
  const match = RELEASE.exec(version);
  if (!match) throw new Error(`Not an 8.x or 9.x version: ${version}`);
  return `${match[1]}.${Number(match[2])}` as Minor;
}
