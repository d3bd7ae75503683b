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
