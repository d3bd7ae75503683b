import { createDocsTheme } from './create-docs-theme';
import type { DocsThemeOptions } from './create-docs-theme';

type StyleValue = string | number | null | undefined | StyleObject;
interface StyleObject {
  [key: string]: StyleValue;
}

// Custom properties keep their exact case; ordinary CSS properties arrive in
// the camelCase form used by style objects (e.g. colorScheme).
function toPropertyName(key: string): string {
  if (key.startsWith('--')) return key;
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function joinSelector(parent: string, child: string): string {
  if (!parent) return child;
  // Selector lists must be combined member by member.
  return parent
    .split(',')
    .flatMap((p) =>
      child
        .split(',')
        .map((c) => (c.includes('&') ? c.trim().replace(/&/g, p.trim()) : `${p.trim()} ${c.trim()}`)),
    )
    .join(', ');
}

function serializeRule(selector: string, body: StyleObject): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'object') {
      if (key.startsWith('@')) {
        nested.push(`${key}{${serializeRule(selector, value)}}`);
      } else {
        nested.push(serializeRule(joinSelector(selector, key), value));
      }
      continue;
    }
    declarations.push(`${toPropertyName(key)}:${String(value)};`);
  }
  const own = declarations.length > 0 && selector ? `${selector}{${declarations.join('')}}` : '';
  return own + nested.join('');
}

/** Turns MUI's style-sheet objects into plain CSS text. */
export function serializeStyleSheets(sheets: ReadonlyArray<Record<string, unknown>>): string {
  return sheets
    .map((sheet) =>
      Object.entries(sheet)
        .map(([selector, body]) => {
          if (!body || typeof body !== 'object') return '';
          // A top-level at-rule (e.g. a media query) wraps selectors of its own.
          if (selector.startsWith('@')) return `${selector}{${serializeRule('', body as StyleObject)}}`;
          return serializeRule(selector, body as StyleObject);
        })
        .join(''),
    )
    .join('\n');
}

/**
 * CSS custom properties for the docs shell (server/build time only): the
 * `:root` tokens, the light scheme and the `.mode-dark` scheme.
 */
export function getThemeCss(options?: DocsThemeOptions): string {
  return serializeStyleSheets(createDocsTheme(options).generateStyleSheets());
}
