import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getPageTitle } from '../i18n/titles';
import { docsPagePathnames } from '../nav';
import { sitePathForOfficialUrl } from '../seo/official-urls';
import { additionsByMinor, parseChangelog } from './changelog';
import { V8_ADDITIONS } from './history-v8';
import type { LinkTarget } from './links';
import { renderWhatsNewPage } from './render-page';

/** The major the installed packages belong to, whose minors the page lists. */
const CURRENT_MAJOR = 9;
/** The version whose changelog `V8_ADDITIONS` was read from. */
const HISTORY_VERSION = '8.29.3';

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

/**
 * The "What's new" page as it should be committed, from the installed changelog and the navigation:
 * the 9.x minors (the `.0` with its pre-releases, less what an 8.x minor listed), then the 8.x
 * minors as history.
 */
export function whatsNewPage(): string {
  const changelog = fs.readFileSync(path.join(PACKAGE_DIR, 'CHANGELOG.md'), 'utf8');
  const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  if (Number(String(version).split('.')[0]) !== CURRENT_MAJOR) {
    throw new Error(
      `whats-new: the installed MUI X is ${version}, not ${CURRENT_MAJOR}.x: update CURRENT_MAJOR and the history`,
    );
  }
  const targets = linkTargets();
  const served = new Set(targets.map((target) => target.pathname));
  const resolve = (officialPath: string) => sitePathForOfficialUrl(officialPath, (page) => served.has(page));
  const known = V8_ADDITIONS.flatMap((minor) => minor.entries);
  const current = additionsByMinor(parseChangelog(changelog), CURRENT_MAJOR, {
    majorPreReleases: true,
    known,
  });
  return renderWhatsNewPage(
    { major: CURRENT_MAJOR, minors: current, preReleases: true },
    { major: CURRENT_MAJOR - 1, minors: V8_ADDITIONS, preReleases: false },
    targets,
    { version, historyVersion: HISTORY_VERSION, resolve },
  );
}
