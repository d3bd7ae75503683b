import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { classifyPage, olderVersionHref, type OldMajor } from './version-links';

/** One entry of the version switcher. */
export interface VersionEntry {
  /** Label, e.g. `v7`. */
  text: string;
  /** Where the entry leads; older versions live on their own hosts. */
  href: string;
  /** Marks the version this site documents. */
  current?: boolean;
}

/** The version of MUI X this site documents: the installed Data Grid's. */
let installedVersion: string | undefined;

export function getInstalledVersion(): string {
  if (installedVersion) return installedVersion;
  const file = path.join(process.cwd(), 'node_modules', '@mui', 'x-data-grid', 'package.json');
  installedVersion = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  return installedVersion;
}

/**
 * Switcher entries for a page: the current version, then v8, v7 and v6 (every page),
 * v5 (date picker pages only) and v4 (data grid and introduction pages only).
 * Each older entry leads to what that major had for the page's product and kind
 * (version-links.ts), never to a path built from this site's own layout.
 */
export function getVersionEntries(canonical: string, currentVersion: string): VersionEntry[] {
  const { kind, product } = classifyPage(canonical);
  const offered: OldMajor[] = ['v8', 'v7', 'v6'];
  if (product === 'date-pickers') offered.push('v5');
  if (product === 'data-grid' || /^\/x\/introduction(\/|$)/.test(canonical)) offered.push('v4');
  return [
    { text: `v${currentVersion}`, href: canonical, current: true },
    ...offered.map((major) => ({ text: major, href: olderVersionHref(major, kind, product) })),
  ];
}
