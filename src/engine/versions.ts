import fs from 'node:fs';
import path from 'node:path';

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
 * Switcher entries for a page: the current version, then v7 and v6 (every page),
 * v5 (date picker pages only) and v4 (data grid and introduction pages only).
 */
export function getVersionEntries(canonical: string, currentVersion: string): VersionEntry[] {
  const section = /^\/x\/[^/]+/.exec(canonical)?.[0] ?? '/x/introduction';
  const entries: VersionEntry[] = [
    { text: `v${currentVersion}`, href: canonical, current: true },
    { text: 'v7', href: `https://v7.mui.com${section}/` },
    { text: 'v6', href: `https://v6.mui.com${section}/` },
  ];
  if (canonical.startsWith('/x/react-date-pickers') || canonical.startsWith('/x/api/date-pickers')) {
    entries.push({ text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/' });
  }
  if (/^\/x\/(react-data-grid|api\/data-grid|introduction)(\/|$)/.test(canonical)) {
    entries.push({ text: 'v4', href: 'https://v4.mui.com/components/data-grid/' });
  }
  return entries;
}
