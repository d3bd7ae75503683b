/**
 * Page titles by pathname, from the bundled title dictionaries. Pure: the
 * dictionaries are JSON imports, so server and client agree on every title.
 */
import titlesEn from '../../../translations/titles.en.json';
import titlesZh from '../../../translations/titles.zh.json';
import dataGridEn from '../../../translations/titles/data-grid.en.json';
import dataGridZh from '../../../translations/titles/data-grid.zh.json';
import dataGridBEn from '../../../translations/titles/data-grid-b.en.json';
import dataGridBZh from '../../../translations/titles/data-grid-b.zh.json';
import dataGridComponentsEn from '../../../translations/titles/data-grid-components.en.json';
import dataGridComponentsZh from '../../../translations/titles/data-grid-components.zh.json';
import dataGridServerEn from '../../../translations/titles/data-grid-server.en.json';
import dataGridServerZh from '../../../translations/titles/data-grid-server.zh.json';
import dataGridDemosEn from '../../../translations/titles/data-grid-demos.en.json';
import dataGridDemosZh from '../../../translations/titles/data-grid-demos.zh.json';
import datePickersEn from '../../../translations/titles/date-pickers.en.json';
import datePickersZh from '../../../translations/titles/date-pickers.zh.json';
import chartsEn from '../../../translations/titles/charts.en.json';
import chartsZh from '../../../translations/titles/charts.zh.json';
import treeViewEn from '../../../translations/titles/tree-view.en.json';
import treeViewZh from '../../../translations/titles/tree-view.zh.json';
import migrationEn from '../../../translations/titles/migration.en.json';
import migrationZh from '../../../translations/titles/migration.zh.json';
import { canonicalPathname } from '../shared/paths';

type TitleDictionary = Readonly<Record<string, string>>;

// One file per product section, so each section's pages add their titles beside each other.
const TITLES: Readonly<Record<string, TitleDictionary | undefined>> = {
  en: {
    ...titlesEn,
    ...dataGridEn,
    ...dataGridBEn,
    ...dataGridComponentsEn,
    ...dataGridServerEn,
    ...dataGridDemosEn,
    ...datePickersEn,
    ...chartsEn,
    ...treeViewEn,
    ...migrationEn,
  },
  zh: {
    ...titlesZh,
    ...dataGridZh,
    ...dataGridBZh,
    ...dataGridComponentsZh,
    ...dataGridServerZh,
    ...dataGridDemosZh,
    ...datePickersZh,
    ...chartsZh,
    ...treeViewZh,
    ...migrationZh,
  },
};

function lookup(dictionary: TitleDictionary | undefined, key: string): string | undefined {
  return dictionary && Object.prototype.hasOwnProperty.call(dictionary, key) ? dictionary[key] : undefined;
}

/** `/x/react-data-grid/row-grouping` → `Row grouping`; used when no dictionary knows a page. */
export function humanizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  const raw = path.slice(path.lastIndexOf('/') + 1);
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // A malformed escape is still better shown raw than crashing the page.
  }
  const words = segment.replace(/[-_]+/g, ' ').trim();
  if (!words) return pathname;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The title of `pathname` in `lang`, falling back to English and then to the
 * humanized last segment. Site paths may carry a language prefix, a trailing
 * slash or a hash; absolute URLs (the store link) are matched as written.
 */
export function getPageTitle(pathname: string, lang: string): string {
  const keys = /^[a-z]+:\/\//i.test(pathname) ? [pathname] : [pathname, canonicalPathname(pathname)];
  for (const dictionary of [TITLES[lang], TITLES.en]) {
    for (const key of keys) {
      const title = lookup(dictionary, key);
      if (title !== undefined) return title;
    }
  }
  return humanizePathname(pathname);
}

/**
 * The sidebar's label of `pathname`: a dictionary entry `<pathname>#sidebar` when the sidebar
 * says less than the page's title (`Overview` under the Editing group, `Recipes` under Columns,
 * as the official sidebar does), else the page's title.
 */
export function getSidebarTitle(pathname: string, lang: string): string {
  for (const dictionary of [TITLES[lang], TITLES.en]) {
    const label = lookup(dictionary, `${pathname}#sidebar`);
    if (label !== undefined) return label;
  }
  return getPageTitle(pathname, lang);
}
