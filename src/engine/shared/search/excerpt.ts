import { queryTerms } from './tokenize';

/** A run of excerpt text; `mark` when it matches the query. */
export interface TextPart {
  text: string;
  mark: boolean;
}

const WINDOW = 150;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A window of `text` around the first match of the query, split into marked
 * and plain parts. Query words match at word starts (the last as a prefix);
 * CJK pairs match anywhere.
 */
export function excerptOf(text: string, query: string): TextPart[] {
  const terms = queryTerms(query).filter((term) => term.length > 0);
  if (terms.length === 0) return [{ text: text.slice(0, WINDOW), mark: false }];
  const alternatives = terms
    .sort((a, b) => b.length - a.length)
    .map(
      (term) =>
        (/^[\p{L}\p{N}_$]/u.test(term) && /^[\x00-\x7f]+$/.test(term) ? '(?<![\\p{L}\\p{N}])' : '') +
        escapeRegExp(term),
    );
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  const first = pattern.exec(text);
  pattern.lastIndex = 0;
  let start = first ? Math.max(0, first.index - 40) : 0;
  // Start at a word boundary so the excerpt does not open mid-word.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, start + WINDOW);
  const window = text.slice(start, end);
  const parts: TextPart[] = [];
  if (start > 0) parts.push({ text: '…', mark: false });
  let cursor = 0;
  for (const match of window.matchAll(pattern)) {
    if (match.index > cursor) parts.push({ text: window.slice(cursor, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    cursor = match.index + match[0].length;
  }
  if (cursor < window.length) parts.push({ text: window.slice(cursor), mark: false });
  if (end < text.length) parts.push({ text: '…', mark: false });
  return parts;
}
