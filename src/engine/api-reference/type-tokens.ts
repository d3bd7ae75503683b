/** A type's text cut into plain runs and the identifiers a reader could follow. */
export type TypeToken = { text: string; name?: false } | { text: string; name: true };

const TOKEN =
  /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)|(?<![\w$.])([A-Za-z_$][\w$]*)(?![\w$])/g;

/** True when the identifier at `end` is a key or parameter name (`{ id: …`, `(params?: …`). */
function isKey(text: string, start: number, end: number): boolean {
  if (!/^\??\s*:/.test(text.slice(end))) return false;
  const before = text.slice(0, start).trimEnd();
  return before === '' || /[{;,(]$/.test(before) || before.endsWith('...');
}

/**
 * Splits `GridColDef<R>[] | { field: GridRowId }` into text and identifier tokens; string
 * literals, keys and parameter names stay text, so only type names are marked.
 */
export function tokenizeType(text: string): TypeToken[] {
  const tokens: TypeToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const name = match[2];
    const start = match.index;
    const end = start + match[0].length;
    if (!name || isKey(text, start, end)) continue;
    if (start > last) tokens.push({ text: text.slice(last, start) });
    tokens.push({ text: name, name: true });
    last = end;
  }
  if (last < text.length) tokens.push({ text: text.slice(last) });
  return tokens;
}

/** The identifiers of a type's text, once each. */
export function typeTextNames(text: string): string[] {
  return [...new Set(tokenizeType(text).flatMap((token) => (token.name ? [token.text] : [])))];
}
