import { changeRows, type ChangeRow } from '../api-reference/change-rows';
import type { ComponentRef, EntryChanges, ProductChanges } from '../api-reference/changes-types';
import { cell, code, codeCell, table } from './markdown-table';

const SECTION: Record<ChangeRow['section'], string> = { prop: 'Prop', slot: 'Slot', class: 'CSS class' };
const CHANGE: Record<ChangeRow['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  type: 'Type changed',
  default: 'Default changed',
  className: 'Class name changed',
};

/** The details cell of a row: old and new values, the deprecation and the replacement. */
function details(row: ChangeRow, from: string): string {
  const parts: string[] = [];
  if (row.change === 'removed') {
    if (row.from) parts.push(code(row.from));
    if (row.deprecated) parts.push(`deprecated in ${from}`);
    if (row.replacedBy) parts.push(`use ${code(row.replacedBy)}`);
  } else if (row.change === 'added') {
    if (row.to) parts.push(code(row.to));
  } else {
    parts.push(`${code(row.from)} → ${code(row.to)}`);
    if (row.membersRemoved?.length)
      parts.push(`no longer accepts ${row.membersRemoved.map(code).join(', ')}`);
  }
  return cell(parts.join('; '));
}

/** One entry's changes as a Markdown table (Kind, Name, Change, Details). */
export function entryChangesTable(entry: EntryChanges, from = 'v8'): string {
  return table(
    ['Kind', 'Name', 'Change', 'Details'],
    changeRows(entry).map((row) => [
      SECTION[row.section],
      codeCell(row.name),
      CHANGE[row.change],
      details(row, from),
    ]),
  );
}

/** The "Changes from v8" section of an API page's twin. */
export function entryChangesMarkdown(entry: EntryChanges, productPageUrl: string, from = 'v8'): string {
  return [
    `## Changes from ${from}`,
    `Props, slots and CSS classes added, removed or changed since the latest ${from}, read from the type declarations of both versions.`,
    entryChangesTable(entry, from),
    `[All API changes of this product](${productPageUrl})`,
  ].join('\n\n');
}

export interface ApiChangesTwinOptions {
  /** Absolute URL of a site path. */
  absoluteUrl: (pathname: string) => string;
  /** Site path of an entry's API page, when the newer major documents it. */
  apiHref: (kebab: string) => string | undefined;
}

function refLine(item: ComponentRef, options: ApiChangesTwinOptions, from: string): string {
  const href = options.apiHref(item.kebab);
  const name = href ? `[${item.name}](${options.absoluteUrl(href)})` : code(item.name);
  const notes = [
    item.plan === 'community' ? '' : item.plan,
    item.deprecated ? `deprecated in ${from}` : '',
    item.replacedBy ? `use ${code(item.replacedBy)}` : '',
  ].filter(Boolean);
  return `- ${name}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** A product's generated API changes page as Markdown. */
export function apiChangesMarkdown(
  title: string,
  changes: ProductChanges,
  options: ApiChangesTwinOptions,
): string {
  const { totals } = changes;
  const parts = [
    `# ${title}`,
    `Every component of this product whose API differs between the last ${changes.from} release and the ${changes.to} release listed below, computed from the packages' TypeScript declarations.`,
    '## Versions compared',
    Object.entries(changes.versions)
      .map(([name, pair]) => `- ${code(name)}: ${pair}`)
      .join('\n'),
    '## Summary',
    table(
      ['Change', 'Count'],
      [
        ['Components added', String(totals.componentsAdded)],
        ['Components removed', String(totals.componentsRemoved)],
        ['Props added', String(totals.propsAdded)],
        [
          'Props removed',
          `${totals.propsRemoved} (${totals.propsDeprecatedRemoved} deprecated in ${changes.from})`,
        ],
        ['Prop types changed', String(totals.propsTypeChanged)],
        ['Prop defaults changed', String(totals.propsDefaultChanged)],
        ['Slots added / removed', `${totals.slotsAdded} / ${totals.slotsRemoved}`],
        ['CSS classes added / removed', `${totals.classesAdded} / ${totals.classesRemoved}`],
      ],
    ),
  ];
  if (changes.componentsAdded.length)
    parts.push(
      '## Components added',
      changes.componentsAdded.map((item) => refLine(item, options, changes.from)).join('\n'),
    );
  if (changes.componentsRemoved.length)
    parts.push(
      '## Components removed',
      changes.componentsRemoved.map((item) => refLine(item, options, changes.from)).join('\n'),
    );
  parts.push('## Changes by component');
  for (const entry of changes.entries) {
    const href = options.apiHref(entry.kebab);
    parts.push(`### ${entry.name}`);
    if (href) parts.push(`API: ${options.absoluteUrl(href)}`);
    parts.push(entryChangesTable(entry, changes.from));
  }
  return `${parts.join('\n\n')}\n`;
}
