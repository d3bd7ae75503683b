import type { AddedMember, EntryChanges, MemberChanges, RemovedMember, TypeChange } from './changes-types';
import { normalizeDefault, normalizeType, typeMembers } from './normalize-type';
import type { ApiDescriptions, ApiEntry, ApiProp, ApiSlot } from './types';

/** An entry of an API snapshot with its English prose (deprecation messages live there). */
export interface SnapshotEntry {
  entry: ApiEntry;
  descriptions: ApiDescriptions;
}

const emptyMembers = (): MemberChanges => ({ added: [], removed: [], typeChanged: [], defaultChanged: [] });

/** The newer name a deprecation message points to: the first quoted name the newer major has. */
export function replacementIn(
  hint: string | undefined,
  removed: string,
  newer: Set<string>,
): string | undefined {
  for (const match of (hint ?? '').matchAll(/`([^`]+)`/g)) {
    const token = match[1].replace(/^props\./, '').replace(/\(\)$/, '');
    const head = token.split('.')[0];
    if (token !== removed && (newer.has(token) || newer.has(head))) return token;
  }
  return undefined;
}

/** Props whose members are compared one by one in the slot and class lists instead. */
const LISTED_ELSEWHERE = new Set(['slots', 'classes']);

function propsOf(entry: ApiEntry): ApiProp[] {
  return entry.kind === 'component' ? entry.props : entry.properties;
}

function diffTypes(name: string, older: ApiProp, newer: ApiProp): TypeChange | undefined {
  const from = normalizeType(older.type);
  const to = normalizeType(newer.type);
  if (from === to) return undefined;
  const change: TypeChange = { name, from: older.type.text, to: newer.type.text };
  if (older.type.members || newer.type.members) {
    const before = typeMembers(older.type);
    const after = typeMembers(newer.type);
    const added = after.filter((member) => !before.includes(member));
    const removed = before.filter((member) => !after.includes(member));
    if (added.length) change.membersAdded = added;
    if (removed.length) change.membersRemoved = removed;
  }
  return change;
}

/** Props (or interface properties) added, removed, retyped and with a new default. */
export function diffProps(older: SnapshotEntry, newer: SnapshotEntry): MemberChanges {
  const result = emptyMembers();
  const before = new Map(propsOf(older.entry).map((prop) => [prop.name, prop]));
  const after = new Map(propsOf(newer.entry).map((prop) => [prop.name, prop]));
  const newerNames = new Set(after.keys());
  for (const [name, prop] of after) {
    const old = before.get(name);
    if (!old) {
      result.added.push({ name, type: prop.type.text });
      continue;
    }
    const typeChange = LISTED_ELSEWHERE.has(name) ? undefined : diffTypes(name, old, prop);
    if (typeChange) result.typeChanged.push(typeChange);
    const from = normalizeDefault(old.default);
    const to = normalizeDefault(prop.default);
    if (from !== undefined && to !== undefined && from !== to) result.defaultChanged.push({ name, from, to });
  }
  for (const [name, prop] of before) {
    if (after.has(name)) continue;
    const hint = older.descriptions.deprecated?.[name] || undefined;
    const removed: RemovedMember = { name, type: prop.type.text, deprecated: prop.deprecated };
    if (hint) removed.hint = hint;
    // A stabilised prop drops its prefix: `unstable_rowSpanning` became `rowSpanning`.
    const stable = /^unstable_/i.test(name) ? name.replace(/^unstable_/i, '') : undefined;
    const replacedBy =
      replacementIn(hint, name, newerNames) ?? (stable && newerNames.has(stable) ? stable : undefined);
    if (replacedBy) removed.replacedBy = replacedBy;
    result.removed.push(removed);
  }
  return result;
}

function diffNames(
  before: string[],
  after: string[],
  deprecated: (name: string) => boolean,
): Pick<MemberChanges, 'added' | 'removed'> {
  const added: AddedMember[] = after.filter((name) => !before.includes(name)).map((name) => ({ name }));
  const removed: RemovedMember[] = before
    .filter((name) => !after.includes(name))
    .map((name) => ({ name, deprecated: deprecated(name) }));
  return { added, removed };
}

function diffSlots(older: ApiSlot[], newer: ApiSlot[], prose: ApiDescriptions): MemberChanges {
  const names = diffNames(
    older.map((slot) => slot.name),
    newer.map((slot) => slot.name),
    (name) => /@deprecated|\bdeprecated\b/i.test(prose.slots?.[name] ?? ''),
  );
  const after = new Map(newer.map((slot) => [slot.name, slot]));
  const defaultChanged = older.flatMap((slot) => {
    const from = normalizeDefault(slot.default);
    const to = normalizeDefault(after.get(slot.name)?.default);
    return from !== undefined && to !== undefined && from !== to ? [{ name: slot.name, from, to }] : [];
  });
  return { ...names, typeChanged: [], defaultChanged };
}

/** What changed in one entry present in both majors, or undefined when nothing did. */
export function diffEntry(older: SnapshotEntry, newer: SnapshotEntry): EntryChanges | undefined {
  const { entry } = newer;
  const changes: EntryChanges = {
    name: entry.name,
    kebab: entry.kebab,
    kind: entry.kind,
    plan: entry.plan,
    props: diffProps(older, newer),
    slots: emptyMembers(),
    classes: { ...emptyMembers(), classNameChanged: [] },
  };
  if (older.entry.kind === 'component' && entry.kind === 'component') {
    changes.slots = diffSlots(older.entry.slots, entry.slots, older.descriptions);
    const after = new Map(entry.classes.map((item) => [item.key, item.className]));
    changes.classes = {
      ...emptyMembers(),
      ...diffNames(
        older.entry.classes.map((item) => item.key),
        entry.classes.map((item) => item.key),
        (key) => /\bdeprecated\b/i.test(older.descriptions.classes?.[key] ?? ''),
      ),
      classNameChanged: older.entry.classes.flatMap((item) => {
        const to = after.get(item.key);
        return to && to !== item.className ? [{ name: item.key, from: item.className, to }] : [];
      }),
    };
  }
  return hasChanges(changes) ? changes : undefined;
}

function memberCount(changes: MemberChanges): number {
  return (
    changes.added.length + changes.removed.length + changes.typeChanged.length + changes.defaultChanged.length
  );
}

export function hasChanges(changes: EntryChanges): boolean {
  return (
    memberCount(changes.props) + memberCount(changes.slots) + memberCount(changes.classes) > 0 ||
    changes.classes.classNameChanged.length > 0
  );
}
