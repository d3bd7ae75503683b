/**
 * Edit distance between two names (insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each 1), giving up (returning `limit + 1`) once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The candidate closest to `name` (case-insensitive first, then by distance, then alphabetically). */
export function nearestName(
  name: string,
  candidates: Iterable<string>,
  limit = Infinity,
): { name: string; distance: number } | undefined {
  let best: { name: string; distance: number } | undefined;
  const lower = name.toLowerCase();
  for (const candidate of candidates) {
    const distance =
      candidate.toLowerCase() === lower ? 0.5 : editDistance(name, candidate, best ? best.distance : limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate < best.name)) {
      best = { name: candidate, distance };
    }
  }
  return best;
}
