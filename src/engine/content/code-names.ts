/**
 * The identifiers a Markdown page names in code: inline code spans and fenced blocks.
 * Guides are checked against the installed packages with it (a prop that no guide names
 * in code is a prop no reader can find by searching the page for it).
 */

const FENCED_BLOCK = /^(\s*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
const INLINE_CODE = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/g;
/** An identifier that may hold hyphens, as CSS class names do (`MuiChartsLegend-row`). */
const CLASS_NAME = /[A-Za-z_$][\w$-]*/g;

/** The text of every fenced block and inline code span of the page, blocks first. */
export function codeSpans(markdown: string): string[] {
  const blocks = [...markdown.matchAll(FENCED_BLOCK)].map((match) => match[3]);
  // Blocks go first: a backtick inside one would otherwise open an inline span.
  const prose = markdown.replace(FENCED_BLOCK, '');
  return [...blocks, ...[...prose.matchAll(INLINE_CODE)].map((match) => match[2])];
}

export interface CodeNamesOptions {
  /** Also read hyphenated class names, each counting as itself and as its parts. */
  classNames?: boolean;
}

/** Every identifier written in the page's code, `slots.label` giving both `slots` and `label`. */
export function codeNames(markdown: string, options: CodeNamesOptions = {}): Set<string> {
  const names = new Set<string>();
  for (const code of codeSpans(markdown)) {
    for (const [token] of code.matchAll(options.classNames ? CLASS_NAME : IDENTIFIER)) {
      names.add(token);
      if (options.classNames && token.includes('-'))
        for (const part of token.split('-')) if (part) names.add(part);
    }
  }
  return names;
}
