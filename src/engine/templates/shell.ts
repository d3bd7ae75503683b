import { isLang, type Lang } from '../shared/paths';
import { getSidebar, type SidebarItem } from '../route-data';
import { getInstalledVersion, getVersionEntries, type VersionEntry } from '../versions';

/**
 * Version switcher entries for the template pages: older versions have no templates
 * section, so they link to their introduction instead of a missing page.
 */
export function templateShellVersions(pathname: string): VersionEntry[] {
  return getVersionEntries('/x/introduction', getInstalledVersion())
    .filter((entry) => !entry.href.includes('v4.mui.com'))
    .map((entry) => (entry.current ? { ...entry, href: pathname } : entry));
}

export interface TemplateShell {
  lang: Lang;
  pathname: string;
  sidebar: SidebarItem[];
  versions: VersionEntry[];
}

/**
 * The docs shell of the gallery and source pages, in the language of the route's `lang`
 * (English when unknown): the full sidebar, and versions that point older releases elsewhere.
 */
export function templateShell(rawLang: string, pathname: string): TemplateShell {
  const lang: Lang = isLang(rawLang) ? rawLang : 'en';
  return { lang, pathname, sidebar: getSidebar(lang), versions: templateShellVersions(pathname) };
}
