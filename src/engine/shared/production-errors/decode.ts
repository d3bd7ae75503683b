/**
 * Decoding a minified MUI X production error from the address it links to:
 * `/x/production-error?code=156&args[]=YYYY` (the packages' `formatErrorMessage`, from
 * `@mui/x-internals`, sets `code` and appends one `args[]` per value). Shared by the page's island.
 */

export interface ErrorQuery {
  code: number;
  args: string[];
}

/** The code and arguments of an address's query, or none when it names no code. */
export function parseErrorQuery(search: string): ErrorQuery | undefined {
  const params = new URLSearchParams(search);
  const raw = params.get('code');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return { code: Number(raw.trim()), args: params.getAll('args[]') };
}

export type MessagePart = { text: string } | { argument: number; value: string | undefined };

/**
 * The message split into its fixed text and its arguments (`{0}`, `{1}` …), each argument with the
 * value the address passed, if any: the page shows them apart so a reader sees what came from
 * their app.
 */
export function fillErrorMessage(template: string, args: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\d+)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const argument = Number(match[1]);
    parts.push({ argument, value: args[argument] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The message as plain text, an argument the address lacked shown as its placeholder. */
export function errorMessageText(template: string, args: readonly string[]): string {
  return fillErrorMessage(template, args)
    .map((part) => ('text' in part ? part.text : (part.value ?? `{${part.argument}}`)))
    .join('');
}
