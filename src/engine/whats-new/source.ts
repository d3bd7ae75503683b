import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getPageTitle } from '../i18n/titles';
import { docsPagePathnames } from '../nav';
import { sitePathForOfficialUrl } from '../seo/official-urls';
import { additionsByMinor, parseChangelog } from './changelog';
import type { LinkTarget } from './links';
import { renderWhatsNewPage } from './render-page';

/**
 * The changelog the product packages ship. `@mui/x-data-grid`, `-pickers`, `-charts`, `-tree-view`
 * and their Pro and Premium packages all carry the same file (the repository's); the Data Grid's
 * is read.
 */
const PACKAGE_DIR = path.join(process.cwd(), 'node_modules', '@mui', 'x-data-grid');

/** The written pages a line may link to, with their English sidebar titles. */
export function linkTargets(): LinkTarget[] {
  return docsPagePathnames().map((pathname) => ({ pathname, title: getPageTitle(pathname, 'en') }));
}

/** The "What's new" page as it should be committed, from the installed changelog and the navigation. */
export function whatsNewPage(): string {
  const changelog = fs.readFileSync(path.join(PACKAGE_DIR, 'CHANGELOG.md'), 'utf8');
  const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  const targets = linkTargets();
  const served = new Set(targets.map((target) => target.pathname));
  const resolve = (officialPath: string) => sitePathForOfficialUrl(officialPath, (page) => served.has(page));
  return renderWhatsNewPage(additionsByMinor(parseChangelog(changelog), 8), targets, { version, resolve });
}
