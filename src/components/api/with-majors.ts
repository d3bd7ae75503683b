import type { Translate } from '@/engine/shared/i18n/translate';

/** A `t` whose strings name the two majors compared: `{from}` and `{to}` are filled in. */
export function withMajors(t: Translate, from: string, to: string): Translate {
  return ((key: Parameters<Translate>[0]) =>
    t(key).replaceAll('{from}', from).replaceAll('{to}', to)) as Translate;
}
