/**
 * Reading the API as of an 8.x minor from one page's history marks. Pure, shared by the server
 * (marks, Markdown twins, MCP) and the browser (the "API as of" control).
 */

/** `8.14` → 14; anything else → NaN. */
export function minorNumber(minor: string): number {
  const match = /^8\.(\d+)$/.exec(minor);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether something added in `added` (none: in the baseline) exists in `version`. */
export function existsIn(added: string | undefined, version: string): boolean {
  return added === undefined || minorNumber(added) <= minorNumber(version);
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
