import type { LocalePackName } from '@/engine/shared/i18n/locale-packs';

/**
 * The component locale packs of a page language, loaded with the first demo. English needs none:
 * it is the built-in text of every component, so English pages download no locale code at all
 * (the three packs of three languages were about 10 KB gzip on every demo page).
 */
export async function loadLocalePacks(name: LocalePackName): Promise<object[]> {
  if (name === 'zhCN') return (await import('./zh')).packs;
  if (name === 'ptBR') return (await import('./pt')).packs;
  return [];
}
