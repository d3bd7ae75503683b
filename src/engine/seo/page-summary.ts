import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { API_DIR, loadApiIndex } from '../api-reference/api-index';
import type { ApiDescriptions, ApiIndexItem } from '../api-reference/types';
import { apiChangesPage } from '../api-reference/changes-index';
import { contentFilesFor, contentKeyFor } from '../content/files';
import { getPageTitle } from '../i18n/titles';
import { findLeaf } from '../nav';
import { getNavTitle } from '../route-data';

/** What llms.txt and the Open Graph image say about a page (English). */
export interface PageSummary {
  title: string;
  /** Top-level group of the navigation tree: the product, or "Introduction", "Migration"… */
  section: string;
  /** One sentence. */
  description: string;
  isApi: boolean;
}

/** The first sentence of plain prose in a generated description, without Markdown links or lists. */
export function oneLine(markdown: string | undefined): string | undefined {
  const paragraph = (markdown ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find((part) => part && !/^(Demos|Features|API):/i.test(part) && !/^[-*] /.test(part));
  if (!paragraph) return undefined;
  const text = paragraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
}

function docsDescription(pathname: string): string {
  const changes = apiChangesPage(pathname);
  if (changes) {
    const [from, to] = changes.pair.split('-to-');
    return `Props, slots, CSS classes and components added, removed or changed between ${from} and ${to}, computed from the packages' type declarations.`;
  }
  const file = contentFilesFor(contentKeyFor(pathname), 'en').find((candidate) => fs.existsSync(candidate));
  return file ? String(matter(fs.readFileSync(file, 'utf8')).data.description ?? '') : '';
}

let apiItems: Map<string, ApiIndexItem> | undefined;

function apiDescription(pathname: string): string {
  apiItems ??= new Map(loadApiIndex().map((item) => [`/x/api/${item.product}/${item.kebab}`, item]));
  const item = apiItems.get(pathname);
  if (!item)
    return 'Every component of this product’s API reference, with their props, slots and CSS classes.';
  const file = path.join(API_DIR, item.product, `${item.kebab}.en.json`);
  const prose = fs.existsSync(file)
    ? oneLine((JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDescriptions).description)
    : undefined;
  if (prose) return prose;
  return item.kind === 'component'
    ? `API reference of ${item.name}: props, slots and CSS classes.`
    : `The ${item.name} interface: its properties and their types.`;
}

/** Title, section and one-line description of a docs or API page. */
export function pageSummary(pathname: string): PageSummary {
  const group = findLeaf(pathname)?.ancestors[0];
  const isApi = pathname.startsWith('/x/api/');
  return {
    title: getNavTitle(pathname, 'en'),
    section: group ? getPageTitle(group.pathname, 'en') : 'MUI X',
    description: isApi ? apiDescription(pathname) : docsDescription(pathname),
    isApi,
  };
}
