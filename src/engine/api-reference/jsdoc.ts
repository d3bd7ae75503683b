import ts from 'typescript';

export interface SymbolDocs {
  description: string;
  default?: string;
  /** Present when the symbol is deprecated; may be an empty message. */
  deprecated?: string;
}

const MUI_X_URL = /https:\/\/mui\.com\/x\/([^\s)\]>"'`]*)/g;

/** Points links to the original MUI X site at the same pages on this site. */
export function rewriteLinks(markdown: string): string {
  return markdown.replace(MUI_X_URL, (_match, rest: string) => {
    const trailing = /[.,;:!?]+$/.exec(rest)?.[0] ?? '';
    const body = rest.slice(0, rest.length - trailing.length);
    const hashAt = body.indexOf('#');
    const pathPart = hashAt === -1 ? body : body.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : body.slice(hashAt);
    const clean = pathPart.replace(/\/+$/, '');
    return `/x/${clean}`.replace(/\/$/, '') + hash + trailing;
  });
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
    description: plainReferences(rewriteLinks([comment, notes].filter(Boolean).join('\n\n'))),
  };
  const defaultTag = tags.find((tag) => tag.name === 'default' || tag.name === 'defaultValue');
  // `@default TreeItem.` ends a sentence; the period is not part of the value.
  if (defaultTag) docs.default = tagText(defaultTag).replace(/^([A-Za-z_$][\w$.]*?)\.$/, '$1');
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  if (deprecatedTag) docs.deprecated = rewriteLinks(tagText(deprecatedTag));
  return docs;
}
