/** One table cell: pipes escaped, line breaks kept as `<br>` so the row stays on one line. */
export function cell(text: string | undefined): string {
  if (!text) return '';
  return text.trim().replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** Inline code that survives backticks inside the text. */
export function code(text: string | undefined): string {
  if (!text) return '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${marks}${pad}${text}${pad}${marks}`;
}

/** Inline code inside a table cell: GitHub's tables split on `|` even inside code spans. */
export function codeCell(text: string | undefined): string {
  return code(text).replace(/\|/g, '\\|');
}

/** A GitHub-flavoured Markdown table. */
export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
