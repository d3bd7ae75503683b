/**
 * Reads the MUI X changelog that the product packages ship (`CHANGELOG.md` of
 * `@mui/x-data-grid` and the others: one file for the whole repository) into releases, and picks
 * from them what each minor of a major (9.x today) added. Pure: the text comes in, data goes out.
 */

/** `common`: a change to every product at once (a `[core]` line of the `Core` section). */
export type ChangelogProduct = 'common' | 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
export type ChangelogPlan = 'community' | 'pro' | 'premium';

/** One line of a package's list: `- [DataGridPro] Add … (#123) @author`. */
export interface ChangelogEntry {
  product: ChangelogProduct;
  /** The lowest plan whose package lists the line (`@mui/x-data-grid-pro` → `pro`). */
  plan: ChangelogPlan;
  /** The line without its `[scope]`, pull-request numbers and authors. */
  text: string;
}

export interface Release {
  version: string;
  /** As written under the heading, e.g. `Jun 5, 2026`; empty when absent. */
  date: string;
  entries: ChangelogEntry[];
}

const PRODUCT_SECTIONS: Record<string, ChangelogProduct> = {
  'Data Grid': 'data-grid',
  'Date and Time Pickers': 'date-pickers',
  Charts: 'charts',
  'Tree View': 'tree-view',
};

/**
 * Packages whose lines are read. The sections of products this site does not document (Scheduler,
 * Chat) and their packages are skipped.
 */
const PACKAGE_PLANS: Record<string, ChangelogPlan> = {
  'x-data-grid': 'community',
  'x-data-grid-pro': 'pro',
  'x-data-grid-premium': 'premium',
  'x-date-pickers': 'community',
  'x-date-pickers-pro': 'pro',
  'x-charts': 'community',
  'x-charts-pro': 'pro',
  'x-charts-premium': 'premium',
  'x-tree-view': 'community',
  'x-tree-view-pro': 'pro',
};

/**
 * The section of changes shared by all packages. Most of its lines are about the repository
 * (`[internal]`, `[code-infra]`, `[docs-infra]`…); its `[core]` lines can change what every
 * product does (9.10.0: "Allow opt-in `data-*` attributes on `slotProps`"), so they are read, as
 * `common` and `community`.
 */
const SHARED_SECTION = 'Core';
const SHARED_SCOPE = 'core';

const RELEASE = /^## v?(\d+\.\d+\.\d+(?:-[\w.]+)?)\s*$/;
const DATE = /^_([A-Z][a-z]{2} \d{1,2}, \d{4})_\s*$/;
const SECTION = /^### (.+?)\s*$/;
const PACKAGE = /^#### `@mui\/([a-z-]+)@/;
const LINE = /^- \[([^\]]+)\] (.+)$/;

/** `Add X (#1) (#2) @a @b` → `Add X`. */
function cleanLine(text: string): string {
  return text
    .replace(/(\s+@[\w-]+(\[bot\])?)+\s*$/, '')
    .replace(/(\s*\(#\d+\))+\s*$/, '')
    .trim();
}

/** Every release of the changelog, newest first, with the lines of the product packages. */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  let release: Release | undefined;
  let product: ChangelogProduct | undefined;
  let plan: ChangelogPlan | undefined;
  let shared = false;
  for (const line of markdown.split('\n')) {
    const heading = RELEASE.exec(line);
    if (heading) {
      release = { version: heading[1], date: '', entries: [] };
      releases.push(release);
      product = undefined;
      plan = undefined;
      shared = false;
      continue;
    }
    if (!release) continue;
    const date = DATE.exec(line);
    if (date && !release.date) release.date = date[1];
    const section = SECTION.exec(line);
    if (section) {
      shared = section[1] === SHARED_SECTION;
      product = shared ? 'common' : PRODUCT_SECTIONS[section[1]];
      plan = shared ? 'community' : undefined;
      continue;
    }
    const pkg = PACKAGE.exec(line);
    if (pkg) {
      plan = product ? PACKAGE_PLANS[pkg[1]] : undefined;
      continue;
    }
    const entry = LINE.exec(line);
    if (!entry || !product || !plan) continue;
    if (shared && entry[1].toLowerCase() !== SHARED_SCOPE) continue;
    release.entries.push({ product, plan, text: cleanLine(entry[2]) });
  }
  return releases;
}

/**
 * A line that adds something a reader can use: a feature, a prop, a component or type made public,
 * a locale, a component made stable. The changelog words these in several ways; each rule below
 * names the wording it accepts.
 */
const ADDITION: readonly RegExp[] = [
  /^(Add|Adds|Added|Support|Allow|Introduce|New|Implement|Expose|Enable|Provide)\b/i,
  // "Control the item tooltip" (and the changelog's "Controll axis tooltip"): a state made
  // controllable, that is, new props.
  /^Controll?\b/i,
  // "Create a `ChartsRadialGrid`", "Export `ToolbarRoot`": a named component, type or series type.
  /^(Create|Export) (an? )?`/i,
  // "Mark `FunnelChart` as stable", "Set `Heatmap` WebGL render as stable".
  /\bstable\b/i,
  // "Stabilize candlestick charts", "Stabilize `SankeyChart` API"; not "Stabilize WebGL bar
  // rendering at sub-pixel widths", a fix.
  /^Stabilize\b.*\b(charts?|API|components?)$/i,
  // "Formula support", "Maps zoom support": a feature named with its support.
  /\bsupport$/i,
  // "`RadialBarChart` support axis interaction with layout horizontal".
  /^`[^`]+` supports?\b/i,
];
/**
 * Lines that name a feature and nothing else ("Drag fill"): no rule tells them from the title of a
 * refactor. Reviewed by hand against the 9.x changelog, lower case.
 */
const NAMED_FEATURES: ReadonlySet<string> = new Set(['drag fill', 'nested lazy loading']);
/** Fixes, and the revert of an earlier line (`Revert "Add …"`): never an addition, whatever words follow. */
const NOT_AN_ADDITION = /^(Fix|Fixes|Fixed|Revert|Reverts|Reverted)\b/i;
/** Lines about the repository rather than the packages' behaviour. */
const NOT_A_FEATURE =
  /\b(tests?|benchmarks?|performance check|docs|documentation|demos?|playground|codemods?|typo|missing|explicit return type|lint(ing)?|regression|storybook|proptypes|internals?|examples?|screenshots?|sidebar|migration)\b/i;

/** Whether a line (its text, as `ChangelogEntry.text`) adds a feature the page lists. */
export function isAddition(text: string): boolean {
  if (NOT_AN_ADDITION.test(text) || NOT_A_FEATURE.test(text)) return false;
  return NAMED_FEATURES.has(text.toLowerCase()) || ADDITION.some((rule) => rule.test(text));
}

/** `Revert "Add X"` → `add x` (the text it takes back, lower case); undefined for other lines. */
export function revertedText(text: string): string | undefined {
  return /^Revert(?:s|ed)? "(.+)"$/i.exec(text)?.[1].toLowerCase();
}

export interface MinorRelease {
  /** `8.26` */
  minor: string;
  /** The date of its `.0` release (or of its first release listed). */
  date: string;
  entries: ChangelogEntry[];
}

/** What makes two lines the same change: the product and the text, whatever the case. */
export function entryKey(entry: ChangelogEntry): string {
  return `${entry.product} ${entry.text.toLowerCase()}`;
}

export interface AdditionsOptions {
  /**
   * Count the pre-releases of `major.0.0` (`9.0.0-alpha.0` … `9.0.0-rc.0`) in the `.0` minor: a
   * major's new features land there, before its final release. Other pre-releases stay out.
   */
  majorPreReleases?: boolean;
  /** Lines listed already (by the previous major's minors, which shipped them as backports): skipped. */
  known?: readonly ChangelogEntry[];
}

/**
 * What each minor of `major` added, newest first: the additions of its releases (`8.26.0`, `8.26.1`…),
 * without pre-releases (unless `majorPreReleases`), each line once. A line repeated by a higher
 * plan's package (a Pro package listing the Community change again) keeps the lowest plan. A line
 * that a later release of `major` reverts (`Revert "<the line>"`, any product) is dropped from its
 * minor, and may be listed again by a release that adds it back.
 */
export function additionsByMinor(
  releases: readonly Release[],
  major: number,
  options: AdditionsOptions = {},
): MinorRelease[] {
  const minors = new Map<string, MinorRelease>();
  const seen = new Set<string>((options.known ?? []).map(entryKey));
  for (const release of [...releases].reverse()) {
    const [maj, min, patch] = release.version.split(/[.-]/);
    const preRelease = release.version.includes('-');
    if (Number(maj) !== major) continue;
    const reverted = new Set(release.entries.map((entry) => revertedText(entry.text)).filter(Boolean));
    for (const bucket of minors.values()) {
      bucket.entries = bucket.entries.filter((entry) => !reverted.has(entry.text.toLowerCase()));
    }
    for (const key of [...seen]) {
      // `entryKey`: the product (no space in it), a space, the text.
      if (reverted.has(key.slice(key.indexOf(' ') + 1))) seen.delete(key);
    }
    if (preRelease && !(options.majorPreReleases && min === '0' && patch === '0')) continue;
    const minor = `${maj}.${min}`;
    let bucket = minors.get(minor);
    if (!bucket) {
      bucket = { minor, date: release.date, entries: [] };
      minors.set(minor, bucket);
    }
    if (patch === '0' && !preRelease && release.date) bucket.date = release.date;
    for (const entry of release.entries) {
      const key = entryKey(entry);
      if (seen.has(key) || reverted.has(entry.text.toLowerCase()) || !isAddition(entry.text)) continue;
      seen.add(key);
      bucket.entries.push(entry);
    }
  }
  return [...minors.values()].reverse();
}
