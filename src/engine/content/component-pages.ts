import 'server-only';
import fs from 'node:fs';
import matter from 'gray-matter';
import { docsPagePathnames } from '../nav';
import { getPageTitle } from '../i18n/titles';
import { localizePath, type Lang } from '../shared/paths';
import { contentFilesFor, contentKeyFor } from './files';

let byComponent: Map<string, string[]> | undefined;

/** Component name → pathnames of the pages whose front matter lists it. */
function componentIndex(): Map<string, string[]> {
  if (byComponent) return byComponent;
  byComponent = new Map();
  for (const pathname of docsPagePathnames()) {
    const file = contentFilesFor(contentKeyFor(pathname), 'en').find((candidate) => fs.existsSync(candidate));
    if (!file) continue;
    const components = (matter(fs.readFileSync(file, 'utf8')).data.components ?? []) as string[];
    for (const name of components) byComponent.set(name, [...(byComponent.get(name) ?? []), pathname]);
  }
  return byComponent;
}

/** The guides that document `component`, as links in `lang`. */
export function pagesDocumenting(component: string, lang: Lang): Array<{ title: string; href: string }> {
  return (componentIndex().get(component) ?? []).map((pathname) => ({
    title: `${getPageTitle(findGroupTitle(pathname), lang)} – ${getPageTitle(pathname, lang)}`,
    href: localizePath(pathname, lang),
  }));
}

/** The product a page belongs to, for a readable link text ("Data Grid – Overview"). */
function findGroupTitle(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  return segment.startsWith('react-') ? `/x/${segment}-group` : `/x/${segment}`;
}
