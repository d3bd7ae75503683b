/**
 * Links in API descriptions. The packages' JSDoc points at the original MUI X site
 * (`https://mui.com/x/...`, in Markdown links, bare, or as `{@link url text}`). Those are
 * rewritten to our page only when this site has that page; any other stays external, and
 * the API build warns so a missing page is noticed. Chinese pages get `/zh` links.
 */
import { localizePath, type Lang } from '../shared/paths';
import { navTree } from '../nav/tree';
import type { NavPage } from '../nav/types';
import type { ApiDescriptions } from './types';
import { sitePathForOfficialUrl } from '../seo/official-urls';

const MUI_X_URL = /(\]\()?(https?:\/\/(?:www\.)?mui\.com(\/x\/[^\s)\]>"'`|}]*))/g;
const JSDOC_LINK = /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g;

/** `{@link url text}` becomes a Markdown link; `{@link Symbol}` inline code. */
export function jsdocLinksToMarkdown(text: string): string {
  return text.replace(JSDOC_LINK, (_match, target: string, label: string) => {
    const shown = label.trim();
    return /^https?:\/\//.test(target) ? `[${shown || target}](${target})` : `\`${shown || target}\``;
  });
}

/** Pathnames of the written pages of the navigation tree (the API pages are added by the build). */
export function docsTreePathnames(tree: NavPage[] = navTree): string[] {
  return tree.flatMap((page) => [
    ...(page.group || page.planned ? [] : [page.pathname]),
    ...docsTreePathnames(page.children ?? []),
  ]);
}

/**
 * Rewrites mui.com/x URLs whose page exists here (`known`, or an official address this site has
 * at another path: `sitePathForOfficialUrl`) to site paths without the trailing slash, keeping
 * anchors and sentence punctuation; reports the others to `onMissing`.
 */
export function rewriteDocLinks(
  markdown: string,
  known: (pathname: string) => boolean,
  onMissing: (url: string) => void = () => {},
): string {
  return markdown.replace(MUI_X_URL, (match, linkStart: string | undefined, url: string, rest: string) => {
    const trailing = /[.,;:!?]+$/.exec(rest)?.[0] ?? '';
    const local = sitePathForOfficialUrl(rest.slice(0, rest.length - trailing.length), known);
    if (local === undefined) {
      onMissing(url.slice(0, url.length - trailing.length));
      return match;
    }
    // A bare URL becomes a Markdown link, as GFM would have linked the original.
    return linkStart ? `${linkStart}${local}${trailing}` : `[${local}](${local})${trailing}`;
  });
}

const ROOT_RELATIVE_LINK = /\]\((\/(?!\/)[^\s)]*)\)/g;

/**
 * Markdown links with a root-relative target (`[Input](/material-ui/api/input/)`) were
 * written for mui.com; unless this site has that page they become absolute mui.com links.
 */
export function absolutizeRootLinks(markdown: string, known: (pathname: string) => boolean): string {
  return markdown.replace(ROOT_RELATIVE_LINK, (match, target: string) => {
    const pathname = target.split('#')[0].replace(/\/+$/, '');
    if (known(pathname)) return match;
    return `](${sitePathForOfficialUrl(target, known) ?? `https://mui.com${target}`})`;
  });
}

/**
 * A description's links as a page shows them: mui.com/x pages this site has (`served`) become
 * site links, root-relative mui.com links absolute; `onMissing` hears of mui.com/x pages left external.
 */
export function linkDocText(
  text: string,
  served: (pathname: string) => boolean,
  onMissing?: (url: string) => void,
): string {
  return absolutizeRootLinks(rewriteDocLinks(text, served, onMissing), served);
}

/** Applies `rewrite` to every text of a descriptions object. */
export function mapDescriptions(
  descriptions: ApiDescriptions,
  rewrite: (text: string) => string,
): ApiDescriptions {
  const mapRecord = (record?: Record<string, string>) =>
    record && Object.fromEntries(Object.entries(record).map(([key, text]) => [key, rewrite(text)]));
  return {
    ...descriptions,
    description: descriptions.description === undefined ? undefined : rewrite(descriptions.description),
    props: mapRecord(descriptions.props),
    slots: mapRecord(descriptions.slots),
    classes: mapRecord(descriptions.classes),
    deprecated: mapRecord(descriptions.deprecated),
  };
}

/** Site links (`](/x/...)`) of a description, in the page's language. */
export function localizeDocLinks(markdown: string, lang: Lang): string {
  return markdown.replace(/\]\((\/x\/[^)\s#]*)(#[^)\s]*)?\)/g, (_match, pathname: string, hash = '') => {
    return `](${localizePath(pathname, lang)}${hash})`;
  });
}
