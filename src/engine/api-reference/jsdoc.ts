import ts from 'typescript';
import { jsdocLinksToMarkdown } from './doc-links';

export interface SymbolDocs {
  description: string;
  default?: string;
  /** Present when the symbol is deprecated; may be an empty message. */
  deprecated?: string;
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

export function readDocs(checker: ts.TypeChecker, symbol: ts.Symbol): SymbolDocs {
  const tags = symbol.getJsDocTags(checker);
  const comment = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const notes = signatureNotes(tags);
  const docs: SymbolDocs = {
    description: plainReferences(jsdocLinksToMarkdown([comment, notes].filter(Boolean).join('\n\n'))),
  };
  const defaultTag = tags.find((tag) => tag.name === 'default' || tag.name === 'defaultValue');
  // `@default TreeItem.` ends a sentence; the period is not part of the value.
  if (defaultTag) docs.default = tagText(defaultTag).replace(/^([A-Za-z_$][\w$.]*?)\.$/, '$1');
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  if (deprecatedTag) docs.deprecated = jsdocLinksToMarkdown(tagText(deprecatedTag));
  return docs;
}
