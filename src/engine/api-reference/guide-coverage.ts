import type { EntryChanges, MemberChanges, ProductChanges } from './changes-types';
import { codeSpans } from '../content/code-names';

/**
 * Checks a v7 → v8 migration guide against the generated API comparison: the guide must name
 * every breaking change the comparison found, so a reader who follows it misses none of them.
 */

/** Names an entry's breaking changes go by: removed members, and members whose default changed. */
function breakingMembers(changes: MemberChanges): string[] {
  return [...changes.removed.map((m) => m.name), ...changes.defaultChanged.map((m) => m.name)];
}

function hasBreakingChange(entry: EntryChanges): boolean {
  return [entry.props, entry.slots, entry.classes].some(
    (group) => group.removed.length + group.typeChanged.length + group.defaultChanged.length > 0,
  );
}

/**
 * The names a guide must mention. Entries listed in `detailed` (the root components and the
 * interfaces readers code against) need each removed or re-defaulted prop, slot and class named;
 * any other changed component needs only its own name, because its changes come from one cause
 * the guide explains once (for example a Material UI component it no longer wraps).
 */
export function requiredMentions(
  changes: ProductChanges,
  detailed: (entry: EntryChanges) => boolean,
): string[] {
  const names = new Set<string>(changes.componentsRemoved.map((c) => c.name));
  for (const entry of changes.entries) {
    if (!hasBreakingChange(entry)) continue;
    if (!detailed(entry)) {
      names.add(entry.name);
      continue;
    }
    for (const name of [...breakingMembers(entry.props), ...breakingMembers(entry.slots)]) names.add(name);
    for (const name of breakingMembers(entry.classes)) names.add(name);
  }
  return [...names].sort();
}

/** The text of every inline code span and fenced code block of a Markdown page. */
export function codeText(markdown: string): string {
  return codeSpans(markdown).join('\n');
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The required names that no code span or block of the guide contains as a whole word. */
export function missingMentions(markdown: string, required: readonly string[]): string[] {
  const code = codeText(markdown);
  return required.filter((name) => !new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`).test(code));
}
