/** Name of the `@mui/material/locale` export a theme should use for a site language. */
export type LocalePackName = 'enUS' | 'zhCN' | 'ptBR';

// A Map, not an object literal, so inherited names like `toString` never match.
const PACKS = new Map<string, LocalePackName>([
  ['en', 'enUS'],
  ['zh', 'zhCN'],
  ['pt', 'ptBR'],
]);

/** Unknown languages get the English pack rather than failing the theme build. */
export function localePackName(lang: string): LocalePackName {
  return PACKS.get(lang) ?? 'enUS';
}
