import { apiPathname, loadApiEntry } from '../api-reference/api-index';
import type { ApiIndexItem, Plan } from '../api-reference/types';
import type { Lang } from '../shared/paths';
import type { SearchRecord } from './types';

const EXCERPT_CHARS = 240;
const PLAN_RANK: Record<Plan, number> = { community: 3, pro: 2, premium: 1 };

/** Markdown of a JSDoc description → plain text for excerpts. */
export function plainText(markdown: string | undefined): string {
  if (!markdown) return '';
  const text = markdown
    // The generated "Demos:", "Features:" and "API:" link lists only repeat names.
    .replace(/\b(?:Demos|Features|API):\s*(?:-\s*\[[^\]]*\]\([^)]*\)\s*)+/g, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

/**
 * Tie-breaker of a member among same-named ones on other pages: the Community
 * component before Pro and Premium, a main component (many props) before a part.
 */
function memberBoost(item: ApiIndexItem): number {
  return 2 + PLAN_RANK[item.plan] + (item.propCount >= 50 ? 2 : 0) - (item.kind === 'interface' ? 2 : 0);
}

/** Records of one API page: the page itself and each prop, slot and CSS class. */
export function collectApiPage(item: ApiIndexItem, lang: Lang): SearchRecord[] {
  const { entry, descriptions } = loadApiEntry(item.product, item.kebab, lang);
  const pathname = apiPathname(item);
  const base = { pathname, title: entry.name, group: item.product } as const;
  const boost = memberBoost(item);
  const member = (
    kind: 'prop' | 'slot' | 'class',
    anchor: string,
    name: string,
    text: string,
    extraNames: string[] = [],
  ): SearchRecord => ({
    ...base,
    anchor,
    heading: name,
    text,
    kind,
    exactNames: kind === 'prop' ? [name] : [],
    nearNames: kind === 'prop' ? extraNames : [name, ...extraNames],
    boost,
    fields: [
      [name, 30],
      [extraNames.join(' '), 20],
      [entry.name, 8],
      [text, 2],
    ],
  });
  const description = plainText(descriptions.description);
  const records: SearchRecord[] = [
    {
      ...base,
      anchor: '',
      heading: '',
      text: description,
      kind: 'api',
      exactNames: [entry.name, ...entry.aliases],
      nearNames: [],
      boost: item.kind === 'component' ? 8 : 5,
      fields: [
        [[entry.name, ...entry.aliases].join(' '), 30],
        [description, 2],
      ],
    },
  ];
  const props = entry.kind === 'component' ? entry.props : entry.properties;
  for (const prop of props) {
    records.push(member('prop', `prop-${prop.name}`, prop.name, plainText(descriptions.props?.[prop.name])));
  }
  if (entry.kind === 'component') {
    for (const slot of entry.slots) {
      records.push(
        member('slot', `slot-${slot.name}`, slot.name, plainText(descriptions.slots?.[slot.name])),
      );
    }
    for (const item of entry.classes) {
      const text = plainText(descriptions.classes?.[item.key]);
      records.push(member('class', `classes-${item.key}`, item.key, text, [item.className]));
    }
  }
  return records;
}
