/** Edit distance between two strings (insertions, deletions, substitutions), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, i) => i);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = previous[j - 1] + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length];
}

/**
 * The candidates nearest to `input`, best first: names containing it (or contained in it) come
 * before the rest, then the smaller edit distance wins.
 */
export function closestMatches(input: string, candidates: Iterable<string>, count = 5): string[] {
  const needle = input.toLowerCase();
  const scored = [...new Set(candidates)].map((candidate) => {
    const hay = candidate.toLowerCase();
    const contains = hay.includes(needle) || needle.includes(hay) ? 0 : 1;
    return { candidate, contains, distance: editDistance(needle, hay) };
  });
  scored.sort(
    (a, b) => a.contains - b.contains || a.distance - b.distance || a.candidate.localeCompare(b.candidate),
  );
  return scored.slice(0, count).map((item) => item.candidate);
}

/** An error a tool reports to the assistant: the input was not found, with the nearest names. */
export class NotFoundError extends Error {
  constructor(what: string, input: string, suggestions: string[]) {
    super(`Unknown ${what} "${input}". Closest matches: ${suggestions.join(', ') || 'none'}.`);
    this.name = 'NotFoundError';
  }
}
