/**
 * Dotted-key UI string lookup. Pure: the bundled dictionaries are JSON imports,
 * so this runs the same on the server, in the browser and in tests.
 */
import en from '../../../../translations/en.json';
import zh from '../../../../translations/zh.json';

/** One language's strings: flat, keyed by dotted names such as `api-docs.props`. */
export type Dictionary = Readonly<Record<string, string>>;
/** Dictionaries by language code. */
export type Dictionaries = Readonly<Record<string, Dictionary | undefined>>;

/** The dictionaries shipped with the site. */
export const BUNDLED_DICTIONARIES: Dictionaries = { en, zh };

/** Shown when a whole language is missing, so the gap is visible but not noisy. */
export const MISSING_LANGUAGE_TEXT = '\u2026';

// Remembered per module so a page rendering the same key many times logs it once.
const reported = new Set<string>();

function reportOnce(id: string, log: () => void): void {
  if (reported.has(id)) return;
  reported.add(id);
  log();
}

/** Forgets which gaps were logged; lets tests check the once-only logging. */
export function resetTranslationWarnings(): void {
  reported.clear();
}

/**
 * The text of `key` in `lang`. A missing key warns once per (lang, key) and
 * falls back to English, then to the key itself; a missing language logs an
 * error once and yields an ellipsis.
 */
export function translate(dictionaries: Dictionaries, lang: string, key: string): string {
  const dictionary = dictionaries[lang];
  if (!dictionary) {
    reportOnce(`lang:${lang}`, () => console.error(`Missing translations for language "${lang}".`));
    return MISSING_LANGUAGE_TEXT;
  }
  const text = dictionary[key];
  if (typeof text === 'string') return text;
  reportOnce(`key:${lang}:${key}`, () =>
    console.warn(`Missing translation for key "${key}" in language "${lang}".`),
  );
  const english = dictionaries.en?.[key];
  return typeof english === 'string' ? english : key;
}

/** A key of the English dictionary, `translations/en.json`: a misspelled key is a type error. */
export type TranslationKey = keyof typeof en;

/** The rest of each key that starts with `Prefix`: `KeysUnder<'plan.'>` is `'pro' | 'premium' | …`. */
export type KeysUnder<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

/** Looks up a UI string in one language (see `translate`). */
export type Translate = (key: TranslationKey) => string;

/** A translator bound to `lang` and the bundled dictionaries. */
export function createT(lang: string): Translate {
  return (key) => translate(BUNDLED_DICTIONARIES, lang, key);
}
