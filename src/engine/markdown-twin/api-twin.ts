import type { ApiDescriptions, ApiEntry, ApiIndexItem, ApiProp } from '../api-reference/types';
import { declarationUrl } from '@/config/source-cdn';
import { signatureText } from '../api-reference/signature-text';
import { cell, code, codeCell, table } from './markdown-table';
import type { EntryHistory, MemberHistory } from '../api-history/types';

/** Labels and link rewriting the API twin needs; English by default. */
export interface ApiTwinOptions {
  /** Absolute URL of a site path (links in the generated descriptions are site paths). */
  absoluteUrl: (pathname: string) => string;
  /** Guides whose front matter lists the component. */
  guides?: Array<{ title: string; href: string }>;
  /** The entry's 8.x history: the same "added in" marks as the page. */
  history?: EntryHistory;
}

/** `(added in 8.14)`, `(deprecated in 8.20)`, `(default changed in 8.5, was "x")`, as on the page. */
export function sinceFlags(member: MemberHistory | undefined): string[] {
  if (!member) return [];
  return [
    member.a ? `(added in ${member.a})` : '',
    member.d ? `(deprecated in ${member.d})` : '',
    ...(member.def ?? []).map(([minor, previous]) => `(default changed in ${minor}, was ${previous})`),
  ].filter(Boolean);
}

const SITE_LINK = /\]\((\/[^)\s]*)\)/g;

function prose(text: string | undefined, options: ApiTwinOptions): string {
  return (text ?? '').replace(SITE_LINK, (_, target: string) => `](${options.absoluteUrl(target)})`);
}

function propRows(props: ApiProp[], texts: Record<string, string> = {}, options: ApiTwinOptions): string[][] {
  return props.map((prop) => {
    const flags = [
      prop.plan ? `(${prop.plan === 'pro' ? 'Pro' : 'Premium'})` : '',
      prop.required ? '(required)' : '',
      prop.deprecated ? '(deprecated)' : '',
      ...sinceFlags(options.history?.props?.[prop.name]),
    ].filter(Boolean);
    const signature = prop.type.signature ? `<br>${codeCell(signatureText(prop.type.signature))}` : '';
    return [
      [codeCell(prop.name), ...flags].join(' '),
      `${codeCell(prop.type.text)}${signature}`,
      codeCell(prop.default),
      cell(prose(texts[prop.name], options)),
    ];
  });
}

/** The API page of one component or interface as Markdown: import lines, then props, slots and CSS classes. */
export function apiEntryMarkdown(
  entry: ApiEntry,
  descriptions: ApiDescriptions,
  options: ApiTwinOptions,
): string {
  const parts: string[] = [`# ${entry.name} API`];
  const plan = entry.plan === 'community' ? '' : `Plan: ${entry.plan === 'pro' ? 'Pro' : 'Premium'}`;
  if (plan) parts.push(plan);
  const entrySince = sinceFlags(options.history).map((flag) => flag.slice(1, -1));
  if (entrySince.length) parts.push(`${entrySince.join('; ').replace(/^./, (c) => c.toUpperCase())}.`);
  if (entry.deprecated)
    parts.push(`> [!WARNING]\n> Deprecated. ${prose(descriptions.deprecated?._self, options)}`);
  if (descriptions.description) parts.push(prose(descriptions.description, options));
  const facts = [
    entry.kind === 'component' && entry.themeName ? `Theme key: ${code(entry.themeName)}` : '',
    entry.source ? `Source: ${declarationUrl(entry.source)}` : '',
  ].filter(Boolean);
  parts.push(...facts);
  parts.push('## Import', `\`\`\`js\n${entry.imports.join('\n')}\n\`\`\``);
  if (entry.kind === 'interface' && entry.typeText)
    parts.push(code(`type ${entry.name} = ${entry.typeText}`));
  const props = entry.kind === 'component' ? entry.props : entry.properties;
  if (props.length > 0) {
    parts.push(
      entry.kind === 'component' ? '## Props' : '## Properties',
      table(['Name', 'Type', 'Default', 'Description'], propRows(props, descriptions.props, options)),
    );
  }
  if (entry.kind === 'component' && entry.slots.length > 0) {
    parts.push(
      '## Slots',
      table(
        ['Name', 'Default', 'Description'],
        entry.slots.map((slot) => [
          [codeCell(slot.name), ...sinceFlags(options.history?.slots?.[slot.name])].join(' '),
          codeCell(slot.default),
          cell(prose(descriptions.slots?.[slot.name], options)),
        ]),
      ),
    );
  }
  if (entry.kind === 'component' && entry.classes.length > 0) {
    parts.push(
      '## CSS classes',
      table(
        ['Rule name', 'Global class', 'Description'],
        entry.classes.map((item) => [
          [codeCell(item.key), ...sinceFlags(options.history?.classes?.[item.key])].join(' '),
          codeCell(`.${item.className}`),
          cell(prose(descriptions.classes?.[item.key], options)),
        ]),
      ),
    );
  }
  if (options.guides && options.guides.length > 0) {
    parts.push(
      '## Demos',
      options.guides.map((guide) => `- [${guide.title}](${options.absoluteUrl(guide.href)})`).join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** A product's API index page as Markdown: every entry, linked. */
export function apiIndexMarkdown(
  title: string,
  items: Array<ApiIndexItem & { href: string }>,
  options: ApiTwinOptions,
): string {
  const line = (item: ApiIndexItem & { href: string }) =>
    `- [${item.name}](${options.absoluteUrl(item.href)})${item.plan === 'community' ? '' : ` (${item.plan})`}`;
  const components = items.filter((item) => item.kind === 'component').map(line);
  const interfaces = items.filter((item) => item.kind === 'interface').map(line);
  const parts = [`# ${title}`, '## Components', components.join('\n')];
  if (interfaces.length > 0) parts.push('## Interfaces', interfaces.join('\n'));
  return `${parts.join('\n\n')}\n`;
}
