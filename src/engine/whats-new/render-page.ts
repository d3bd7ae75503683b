import type { ChangelogPlan, ChangelogProduct, MinorRelease } from './changelog';
import { linkFor, type LinkTarget } from './links';

export const WHATS_NEW_FILE = 'content/introduction/whats-new.mdx';
export const WHATS_NEW_COMMAND = 'npm run whats-new';

const PRODUCTS: Array<[ChangelogProduct, string]> = [
  ['common', 'All products'],
  ['data-grid', 'Data Grid'],
  ['date-pickers', 'Date and Time Pickers'],
  ['charts', 'Charts'],
  ['tree-view', 'Tree View'],
];

const PLAN_NOTE: Record<ChangelogPlan, string> = { community: '', pro: ' _(Pro)_', premium: ' _(Premium)_' };

/**
 * A changelog line as Markdown text: JSX-looking `<Name />` becomes code, and the characters
 * MDX would read as markup outside code spans are escaped.
 */
export function escapeLine(text: string): string {
  return text
    .replace(/(?<!`)<([A-Z][\w.]*)\s*\/>(?!`)/g, '`<$1 />`')
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/([<>{}[\]*_\\])/g, '\\$1')))
    .join('');
}

function item(text: string, plan: ChangelogPlan, href: string | undefined, titles: Map<string, string>) {
  const link = href ? ` ([${titles.get(href.split('#')[0])}](${href}))` : '';
  return `- ${escapeLine(text)}${PLAN_NOTE[plan]}${link}`;
}

interface Links {
  pages: readonly LinkTarget[];
  titles: Map<string, string>;
  resolve: (officialPath: string) => string | undefined;
}

/** The minors of one major, newest first. */
export interface MajorAdditions {
  major: number;
  minors: readonly MinorRelease[];
  /** Whether its `.0` minor counts the pre-releases of `major.0.0` (see `additionsByMinor`). */
  preReleases: boolean;
}

/** This site's overview of the upgrade to `major` (`/x/migration-v9`), or undefined while it has none. */
function upgradeGuide(major: number, links: Links): string | undefined {
  const pathname = `/x/migration-v${major}`;
  return links.titles.has(pathname) ? `[v${major - 1} to v${major} upgrade guide](${pathname})` : undefined;
}

/** The note under a major's `.0` heading: where its breaking changes are, and which lines follow. */
function majorNote(major: MajorAdditions, links: Links): string {
  const guide = upgradeGuide(major.major, links);
  const breaking = guide
    ? `its breaking changes and new defaults are in the ${guide}`
    : `its breaking changes and new defaults are under "Breaking changes" in the changelog of the installed packages`;
  const lines = major.preReleases
    ? `The lines below are what its pre-releases (alpha, beta and release candidate), its final release and its patches added, without those that an ${major.major - 1}.x minor had listed already.`
    : 'The lines below are what its final release added after the pre-releases.';
  return `The major release itself: ${breaking}. ${lines}`;
}

function minorSection(release: MinorRelease, major: MajorAdditions, links: Links): string {
  const parts = [`## v${release.minor}`, release.date ? `Released on ${release.date}.` : ''];
  if (release.minor.endsWith('.0')) parts.push(majorNote(major, links));
  let any = false;
  for (const [product, label] of PRODUCTS) {
    const entries = release.entries.filter((entry) => entry.product === product);
    if (entries.length === 0) continue;
    any = true;
    parts.push(
      `### ${label} ${release.minor}`,
      entries
        .map((entry) => {
          const href = linkFor(entry.text, product, links.pages, links.resolve);
          return item(entry.text, entry.plan, href, links.titles);
        })
        .join('\n'),
    );
  }
  if (!any) parts.push('Fixes and internal changes only: no line of this minor adds a feature.');
  return parts.filter(Boolean).join('\n\n');
}

function lineCount(major: MajorAdditions): number {
  return major.minors.reduce((sum, minor) => sum + minor.entries.length, 0);
}

/**
 * The whole page: front matter, the generated note, an introduction, one section per minor of the
 * current major, then the minors of the previous major as history.
 */
export function renderWhatsNewPage(
  current: MajorAdditions,
  history: MajorAdditions,
  pages: readonly LinkTarget[],
  source: {
    /** The installed version whose changelog `current` was read from. */
    version: string;
    /** The version whose changelog `history` was read from. */
    historyVersion: string;
    resolve: (officialPath: string) => string | undefined;
  },
): string {
  const links = {
    pages,
    titles: new Map(pages.map((page) => [page.pathname, page.title])),
    resolve: source.resolve,
  };
  const { major } = current;
  const previous = history.major;
  const guide = upgradeGuide(major, links);
  const majorChanges = guide
    ? `What the major release ${major}.0 changed is on the ${guide}`
    : `What the major release ${major}.0 changed is listed under "Breaking changes" in the changelog`;
  const renamed = guide
    ? `the ${guide} lists which`
    : `the "Breaking changes" sections of the ${major}.0.0 releases in the changelog list which`;
  const firstHistory = history.minors[0]?.minor.replace('.', '');
  const sections = [
    ...current.minors.map((minor) => minorSection(minor, current, links)),
    ...history.minors.map((minor) => minorSection(minor, history, links)),
  ];
  return `---
title: What's new in MUI X
description: What each minor release of MUI X ${major} added to the Data Grid, the Date and Time Pickers, the Charts and the Tree View, from the installed changelog, with the ${previous}.x minors as history.
---

{/* generated by ${WHATS_NEW_COMMAND}, do not edit */}

MUI X ships a minor release every few weeks, and each one can add props, components and whole features to a product without breaking code written for an earlier ${major}.x. This page lists those additions, newest first: ${lineCount(current)} lines over ${current.minors.length} minors of MUI X ${major}, taken from the \`CHANGELOG.md\` that the installed packages (${source.version}) carry. Each line names the change as the release notes do; the plan after a line is the lowest one whose package has it, and the link leads to the page of this site that covers the feature.

Bug fixes, performance work and changes to the repository itself are left out: the changelog has them. ${majorChanges}, and the [roadmap](/x/introduction/roadmap) says what comes next.

Below the ${major}.x minors, [the ${previous}.x minors](#v${firstHistory}) stay as history: ${lineCount(history)} lines over ${history.minors.length} minors, read from the changelog of ${source.historyVersion}. They name props and components as ${previous}.x did, and v${major} renamed or removed some of them: ${renamed}.

${sections.join('\n\n')}
`;
}
