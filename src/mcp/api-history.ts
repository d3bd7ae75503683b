import { loadApiEntry } from '@/engine/api-reference/api-index';
import type { ApiEntry } from '@/engine/api-reference/types';
import { loadPageHistory, type PageHistory } from '@/engine/api-history/load';
import { entryAsOf } from '@/engine/api-history/as-of-entry';
import { withRemovedMembers } from '@/engine/api-history/removed-members';
import type { MemberHistory } from '@/engine/api-history/types';
import { existsIn } from '@/engine/shared/api-history/as-of';
import { findApiItem } from './find-api-item';
import { closestMatches, NotFoundError } from './closest';

/** The page history of a component or interface, or an error naming what is missing. */
function historyOf(name: string): { entry: ApiEntry; history: PageHistory } {
  const item = findApiItem(name);
  const history = loadPageHistory(item.product, item.kebab);
  if (!history) throw new Error(`No API history for ${item.product}: run \`npm run api:history\``);
  const loaded = loadApiEntry(item.product, item.kebab, 'en');
  // Members a later release removed are back, so an earlier release sees what it had.
  return { entry: withRemovedMembers(loaded.entry, loaded.descriptions, history.entry).entry, history };
}

/** Checks `version` (`8.14`, `9.2`, or `8.14.2` for its minor) against the minors the history covers. */
export function checkedMinor(version: string, releases: readonly string[]): string {
  const minor = /^(8|9)\.\d+/.exec(version.trim())?.[0];
  if (minor && releases.includes(minor)) return minor;
  throw new NotFoundError('version', version, closestMatches(version, [...releases]));
}

/** The entry as of `version`, for `get_component_api`. */
export function entryAtVersion(name: string, version: string): { entry: ApiEntry; asOf: string } {
  const { entry, history } = historyOf(name);
  const asOf = checkedMinor(version, history.releases);
  if (!existsIn(history.entry.a, asOf)) {
    throw new Error(`${entry.name} is not in ${asOf}: it was added in ${history.entry.a}.`);
  }
  return { entry: entryAsOf(entry, history.entry, asOf), asOf };
}

function describeMember(kind: string, name: string, member: MemberHistory | undefined, baseline: string) {
  return {
    kind,
    name,
    addedIn: member?.a ?? `${baseline} or earlier (present in the first release read)`,
    ...(member?.d ? { deprecatedIn: member.d } : {}),
    ...(member?.r ? { removedIn: member.r } : {}),
    ...(member?.def
      ? { defaultChanges: member.def.map(([minor, previous]) => ({ in: minor, was: previous })) }
      : {}),
  };
}

/** `get_api_history`: when a component and its members appeared, were deprecated or changed a default. */
export function apiHistory(name: string, member?: string) {
  const { entry, history } = historyOf(name);
  const baseline = history.releases[0];
  const marks = history.entry;
  const summary = {
    name: entry.name,
    releasesRead: `${baseline} to ${history.releases[history.releases.length - 1]}`,
    addedIn: marks.a ?? `${baseline} or earlier`,
    ...(marks.d ? { deprecatedIn: marks.d } : {}),
  };
  const props = entry.kind === 'component' ? entry.props : entry.properties;
  const members = [
    ...props.map((prop) => describeMember('prop', prop.name, marks.props?.[prop.name], baseline)),
    ...(entry.kind === 'component'
      ? [
          ...entry.slots.map((slot) => describeMember('slot', slot.name, marks.slots?.[slot.name], baseline)),
          ...entry.classes.map((item) =>
            describeMember('class', item.key, marks.classes?.[item.key], baseline),
          ),
        ]
      : []),
  ];
  if (member) {
    const wanted = member.trim().replace(/^(slots|classes|props)\./, '');
    const found = members.filter((item) => item.name === wanted);
    if (found.length === 0)
      throw new NotFoundError(
        'member',
        member,
        closestMatches(
          wanted,
          members.map((item) => item.name),
        ),
      );
    return { ...summary, members: found };
  }
  // Without a member: only those with an event since the baseline, the rest is the baseline.
  return {
    ...summary,
    changed: members.filter(
      (item) => !item.addedIn.includes('or earlier') || item.deprecatedIn || item.defaultChanges,
    ),
  };
}

const API_URL = /\/x\/api\/([a-z-]+)\/([a-z0-9-]+)(?:#(prop|slot|classes)-([A-Za-z0-9_.-]+))?$/;

/**
 * `search_docs` with a `version`: hits on API pages or rows added after that release are left
 * out; the others say when they were added, where that is after the first release read.
 */
export function hitsAsOf<H extends { url: string }>(
  hits: H[],
  version: string,
): Array<H & { addedIn?: string }> {
  const kept: Array<H & { addedIn?: string }> = [];
  for (const hit of hits) {
    const match = API_URL.exec(hit.url);
    if (!match) {
      kept.push(hit);
      continue;
    }
    const [, product, kebab, kind, name] = match;
    const history = loadPageHistory(product as never, kebab);
    if (!history) {
      kept.push(hit);
      continue;
    }
    const asOf = checkedMinor(version, history.releases);
    const members =
      kind === 'prop' ? history.entry.props : kind === 'slot' ? history.entry.slots : history.entry.classes;
    const added = name ? (members?.[name]?.a ?? history.entry.a) : history.entry.a;
    if (!existsIn(added, asOf)) continue;
    kept.push(added ? { ...hit, addedIn: added } : hit);
  }
  return kept;
}
