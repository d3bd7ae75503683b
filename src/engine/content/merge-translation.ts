/**
 * A translation shows every section of its English page: sections it has in its own language,
 * the rest (added to the English page after the translation was written) in English, in the
 * English order. So its headings are always the English page's, their ids (and every link into
 * them) work in both languages, and a stale translation never hides newer content.
 *
 * Sections are matched by an alignment (longest common subsequence) of heading levels and the
 * demos each section embeds, which a translation keeps by name; sections without demos match on
 * their level and place between the matched ones.
 */

/** A heading and the lines up to the next heading, or the text before the first heading. */
export interface Section {
  /** 0 for the text before the first heading, else 2–4. */
  depth: number;
  /** Names of the demos the section embeds, in order. */
  demos: string[];
  lines: string[];
}

const HEADING = /^(#{2,4})\s/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const DEMO = /<Demo\s[^>]*?name="([A-Za-z0-9]+)"/g;

/** Splits MDX (without front matter) at h2–h4 headings outside fenced code. */
export function splitSections(body: string): Section[] {
  const sections: Section[] = [{ depth: 0, demos: [], lines: [] }];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const opening = FENCE.exec(line)?.[1];
    if (opening && (!fence || opening.startsWith(fence))) fence = fence ? undefined : opening;
    const heading = fence ? null : HEADING.exec(line);
    if (heading) sections.push({ depth: heading[1].length, demos: [], lines: [] });
    const section = sections[sections.length - 1];
    section.lines.push(line);
    for (const match of line.matchAll(DEMO)) section.demos.push(match[1]);
  }
  return sections;
}

function matches(a: Section, b: Section): boolean {
  if (a.depth !== b.depth) return false;
  if (a.demos.length === 0 || b.demos.length === 0) return a.demos.length === b.demos.length;
  return a.demos.some((name) => b.demos.includes(name));
}

/** Index pairs `[english, translated]` of the longest common subsequence of matching sections. */
export function alignSections(english: Section[], translated: Section[]): [number, number][] {
  const rows = english.length + 1;
  const cols = translated.length + 1;
  const length = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = english.length - 1; i >= 0; i -= 1) {
    for (let j = translated.length - 1; j >= 0; j -= 1) {
      length[i][j] = matches(english[i], translated[j])
        ? length[i + 1][j + 1] + 1
        : Math.max(length[i + 1][j], length[i][j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < english.length && j < translated.length;) {
    if (matches(english[i], translated[j]) && length[i][j] === length[i + 1][j + 1] + 1) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (length[i + 1][j] >= length[i][j + 1]) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * The translated body with each English section it lacks put in its English place. Sections the
 * English page no longer has are left out: they describe what the page stopped documenting.
 */
export function mergeTranslation(englishBody: string, translatedBody: string): string {
  const english = splitSections(englishBody);
  const translated = splitSections(translatedBody);
  const own = new Map(alignSections(english, translated));
  // The text before the first heading is the translation's whatever it embeds.
  own.set(0, 0);
  return english
    .map((section, index) => (own.has(index) ? translated[own.get(index)!] : section).lines.join('\n'))
    .join('\n');
}
