import type { EntryChanges, MemberChanges } from './changes-types';

/** What kind of member a row is about. */
export type ChangeSection = 'prop' | 'slot' | 'class';
/** What happened to it. */
export type ChangeKind = 'added' | 'removed' | 'type' | 'default' | 'className';

/** One line of a changes table, shared by the page and its Markdown twin. */
export interface ChangeRow {
  section: ChangeSection;
  name: string;
  change: ChangeKind;
  /** Older value (type, default or class name). */
  from?: string;
  /** Newer value, or the type of an added or removed prop. */
  to?: string;
  /** A removed member the older major had deprecated. */
  deprecated?: boolean;
  /** The newer name a removed member's deprecation points to. */
  replacedBy?: string;
  /** Union members removed from a type (a narrowed union). */
  membersRemoved?: string[];
}

function memberRows(section: ChangeSection, changes: MemberChanges): ChangeRow[] {
  return [
    ...changes.removed.map((item): ChangeRow => ({
      section,
      name: item.name,
      change: 'removed',
      from: item.type,
      deprecated: item.deprecated || undefined,
      replacedBy: item.replacedBy,
    })),
    ...changes.added.map((item): ChangeRow => ({ section, name: item.name, change: 'added', to: item.type })),
    ...changes.typeChanged.map((item): ChangeRow => ({
      section,
      name: item.name,
      change: 'type',
      from: item.from,
      to: item.to,
      membersRemoved: item.membersRemoved,
    })),
    ...changes.defaultChanged.map((item): ChangeRow => ({
      section,
      name: item.name,
      change: 'default',
      from: item.from,
      to: item.to,
    })),
  ];
}

/** Every change of one entry: removals first (they break code), then additions, types and defaults. */
export function changeRows(entry: EntryChanges): ChangeRow[] {
  return [
    ...memberRows('prop', entry.props),
    ...memberRows('slot', entry.slots),
    ...memberRows('class', entry.classes),
    ...entry.classes.classNameChanged.map((item): ChangeRow => ({
      section: 'class',
      name: item.name,
      change: 'className',
      from: item.from,
      to: item.to,
    })),
  ];
}
