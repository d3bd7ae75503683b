/**
 * Reading the API as of an 8.x or 9.x minor from one page's history marks. Pure, shared by the
 * server (marks, Markdown twins, MCP) and the browser (the "API as of" control).
 */

/** `8.14` → 8014, `9.2` → 9002 (release order across majors); anything else → NaN. */
export function minorNumber(minor: string): number {
  const match = /^(8|9)\.(\d+)$/.exec(minor);
  return match ? Number(match[1]) * 1000 + Number(match[2]) : Number.NaN;
}

/** Whether something added in `added` (none: in the baseline) exists in `version`. */
export function existsIn(added: string | undefined, version: string): boolean {
  return added === undefined || minorNumber(added) <= minorNumber(version);
}

/** Whether something removed in `removed` (none: still there) still exists in `version`. */
export function stillIn(removed: string | undefined, version: string): boolean {
  return removed === undefined || minorNumber(version) < minorNumber(removed);
}

/**
 * The default in `version`, given today's default and its changes (oldest first, each with the
 * default before it): the one before the first change made after `version`.
 */
export function defaultAsOf(
  current: string | undefined,
  changes: ReadonlyArray<readonly [minor: string, previous: string]> | undefined,
  version: string,
): string | undefined {
  const later = (changes ?? []).find(([minor]) => minorNumber(minor) > minorNumber(version));
  return later ? later[1] : current;
}
