import ts from 'typescript';
import { jsdocLinksToMarkdown } from './doc-links';

export interface SymbolDocs {
  description: string;
  default?: string;
  /** Present when the symbol is deprecated; may be an empty message. */
  deprecated?: string;
  /** `@ignore`: the authors keep it off the documentation (internal or inherited noise). */
  ignored?: boolean;
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/** Turns `@param name text` and `@returns text` tags into a short Markdown list. */
function signatureNotes(tags: readonly ts.JSDocTagInfo[]): string {
  const lines: string[] = [];
  for (const tag of tags) {
    const text = tagText(tag);
    if (tag.name === 'param') {
      const [name, ...rest] = text.split(/\s+/);
      if (name) lines.push(`- \`${name}\`${rest.length ? `: ${rest.join(' ')}` : ''}`);
    } else if (tag.name === 'returns' && text) {
      lines.push(`- returns: ${text}`);
    }
  }
  return lines.join('\n');
}

/** MUI's `[[GridRowParams]]` cross references become inline code. */
function plainReferences(markdown: string): string {
  return markdown.replace(/\[\[([\w.]+)\]\]/g, '`$1`');
}

/**
 * The value of a `@default` tag as a reader writes it: `@default TreeItem.` ends a sentence (the
 * period is not part of the value); `{defaultFn | undefined} Explains…` puts a type in braces
 * before a sentence, whose first word is the value; a list of cases loses its first dash.
 */
export function defaultValue(raw: string): string {
  const braced = /^\{([^{}]+)\}(\s|$)/.exec(raw);
  if (braced) {
    const value = braced[1].split('|')[0].trim();
    if (/^[A-Za-z_$][\w$.]*$/.test(value)) return value;
  }
  return raw.replace(/^-\s+/, '').replace(/^([A-Za-z_$][\w$.]*?)\.$/, '$1');
}

/**
 * Drops the `Demos:`, `Features:` and `API:` link lists that open MUI's component comments: the
 * page lists this site's guides for the component itself, and the API list links to the page.
 */
export function withoutLinkLists(markdown: string): string {
  const kept: string[] = [];
  let inList = false;
  for (const line of markdown.split('\n')) {
    if (/^(Demos|Features|API):\s*$/.test(line.trim())) inList = true;
    else if (inList && (line.trim() === '' || /^\s*[-*] /.test(line))) continue;
    else inList = false;
    if (!inList) kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The symbol whose comment documents `symbol`. A property a mapped type renames
 * (`PrependKeys<Pick<ChartsLabelMarkProps, 'type'>, 'mark'>` → `markType`) has no declaration of
 * its own; TypeScript keeps the property it comes from as its synthetic origin (an internal field).
 */
function documentedSymbol(symbol: ts.Symbol): ts.Symbol {
  if (symbol.declarations?.length) return symbol;
  return (symbol as ts.Symbol & { links?: { syntheticOrigin?: ts.Symbol } }).links?.syntheticOrigin ?? symbol;
}

export function readDocs(checker: ts.TypeChecker, declared: ts.Symbol): SymbolDocs {
  const symbol = documentedSymbol(declared);
  const tags = symbol.getJsDocTags(checker);
  const comment = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const notes = signatureNotes(tags);
  const docs: SymbolDocs = {
    description: plainReferences(jsdocLinksToMarkdown([comment, notes].filter(Boolean).join('\n\n'))),
  };
  const defaultTag = tags.find((tag) => tag.name === 'default' || tag.name === 'defaultValue');
  if (defaultTag) docs.default = defaultValue(tagText(defaultTag));
  if (tags.some((tag) => tag.name === 'ignore')) docs.ignored = true;
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  if (deprecatedTag) docs.deprecated = jsdocLinksToMarkdown(tagText(deprecatedTag));
  return docs;
}
