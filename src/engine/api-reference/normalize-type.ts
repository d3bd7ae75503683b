import type { ApiType } from './types';

/**
 * Writing differences that do not change a type: module paths, the `React.` namespace, spacing,
 * semicolons. The pickers' v7 date generic `TDate` became `PickerValidDate` in v8, which prints as
 * `any` until an adapter augments it: both compare as `any`, and a type argument of `any` as none.
 */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\b(TDate|PickerValidDate)\b/g, 'any')
    .replace(/\bany \| null\b|\bnull \| any\b/g, 'any')
    .replace(/<any(, any)*>/g, '')
    .replace(/<any, /g, '<')
    .replace(/\bReact\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/'/g, '"')
    .trim();
}

/** One comparable string per type: union members sorted, so a reordering is not a change. */
export function normalizeType(type: ApiType): string {
  const members = typeMembers(type);
  // `any` absorbs the other members of a union (`TDate | null` is `any` once `TDate` is).
  return members.includes('any') ? 'any' : members.sort().join(' | ');
}

/** Union members of a type, normalised (a type that is no union is its own single member). */
export function typeMembers(type: ApiType): string[] {
  return [...new Set((type.members ?? [type.text]).map(normalizeTypeText))];
}

/** A `@default` value, without the quoting and code marks that vary between releases. */
export function normalizeDefault(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value
    .trim()
    .replace(/^`(.*)`$/s, '$1')
    .replace(/\bTDate\b/g, 'PickerValidDate')
    .replace(/'/g, '"')
    .replace(/\s+/g, ' ');
  return text === '' ? undefined : text;
}
