import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '@/config/site';
import { CONTENT_DIR, contentKeyFor } from '../content/files';
import { readPageSource } from '../content/page-source';
import { parseFrontmatter } from '../content/frontmatter';
import { findDemoFiles, type DemoFiles } from '../demos/registry';
import { pageApiLinks, type GuideApiLink } from '../api-reference/guide-api-links';
import { createT } from '../shared/i18n/translate';
import { localizePath, type Lang } from '../shared/paths';
import { mdxToMarkdown } from './mdx-to-markdown';
import { cell, codeCell, table } from './markdown-table';
import { readProductionErrors, type ProductionErrorMessage } from '../production-errors/read';

let demos: Map<string, DemoFiles> | undefined;
let productionErrors: ProductionErrorMessage[] | undefined;

/** The Markdown of a page's standalone components: what the page shows, as text. */
function twinBlock(name: string, lang: Lang): string | undefined {
  const t = createT(lang);
  if (name === 'ProductionErrorDecoder') return ''; // Reads the address in the browser: nothing to show.
  if (name !== 'ProductionErrorList') return undefined;
  productionErrors ??= readProductionErrors();
  return table(
    [t('production-error.code'), t('production-error.message'), t('production-error.packages')],
    productionErrors.map((error) => [
      String(error.code),
      cell(error.message),
      error.packages.map((pkg) => codeCell(pkg)).join(', '),
    ]),
  );
}

/** Absolute URL of a site path in `lang`, keeping its `#hash`; other paths (images) stay unprefixed. */
export function absoluteSiteUrl(target: string, lang: Lang): string {
  const [pathPart, hash] = target.split('#');
  const localized = pathPart.startsWith('/x/') || pathPart === '/x' ? localizePath(pathPart, lang) : pathPart;
  return `${SITE.origin}${localized}${hash === undefined ? '' : `#${hash}`}`;
}

/** The TypeScript source of a demo beside the page, as the page's code panel shows it. */
function demoSource(pageKey: string, name: string): { fileName: string; code: string } {
  demos ??= findDemoFiles();
  const files = demos.get(`${pageKey}/${name}`);
  if (!files) throw new Error(`Unknown demo "${name}" on page ${pageKey}`);
  return {
    fileName: `${name}.tsx`,
    code: fs.readFileSync(path.join(CONTENT_DIR, files.system), 'utf8'),
  };
}

/** Title and description from the front matter, then the body (see `mdxToMarkdown`). */
export function docsPageMarkdown(pathname: string, lang: Lang): string {
  const key = contentKeyFor(pathname);
  const source = readPageSource(key, lang);
  if (!source) throw new Error(`No content file for ${pathname}: expected content/${key}.mdx`);
  const { file, data, content } = source;
  const frontmatter = parseFrontmatter(data, file);
  const body = mdxToMarkdown(content, {
    demoSource: (name) => demoSource(key, name),
    absoluteUrl: (target) => absoluteSiteUrl(target, lang),
    block: (name) => twinBlock(name, lang),
  });
  const plan = frontmatter.plan ? [`Plan: ${frontmatter.plan === 'pro' ? 'Pro' : 'Premium'}`, ''] : [];
  const api = apiLinksMarkdown(
    pageApiLinks({ components: frontmatter.components, body: content }, { lang, pathname }),
    lang,
  );
  return [`# ${frontmatter.title}`, '', frontmatter.description, '', ...plan, body, ...api, ''].join('\n');
}

/** The page's closing API section as Markdown lines, with the plan where it is not Community. */
export function apiLinksMarkdown(links: GuideApiLink[], lang: Lang): string[] {
  if (links.length === 0) return [];
  const t = createT(lang);
  const items = links.map((link) => {
    const plan = link.plan === 'community' ? '' : ` (${t(`plan.${link.plan}`)})`;
    return `- [${link.name}](${absoluteSiteUrl(link.pathname, lang)})${plan}`;
  });
  return ['', `## ${t('page.api')}`, '', ...items];
}
