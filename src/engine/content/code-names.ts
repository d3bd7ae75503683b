/**
 * The identifiers a Markdown page names in code: inline code spans and fenced blocks.
 * Guides are checked against the installed packages with it (a prop that no guide names
 * in code is a prop no reader can find by searching the page for it).
 */

const FENCED_BLOCK = /^(\s*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
const INLINE_CODE = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/g;

function addIdentifiers(code: string, names: Set<string>): void {
  for (const match of code.matchAll(IDENTIFIER)) names.add(match[0]);
}

/** Every identifier written in the page's code, `slots.label` giving both `slots` and `label`. */
export function codeNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const match of markdown.matchAll(FENCED_BLOCK)) addIdentifiers(match[3], names);
  // Blocks go first: a backtick inside one would otherwise open an inline span.
  const prose = markdown.replace(FENCED_BLOCK, '');
  for (const match of prose.matchAll(INLINE_CODE)) addIdentifiers(match[2], names);
  return names;
}
