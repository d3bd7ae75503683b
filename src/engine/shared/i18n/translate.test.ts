import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import en from '../../../../translations/en.json';
import zh from '../../../../translations/zh.json';
import {
  createT,
  resetTranslationWarnings,
  translate,
  type Dictionaries,
  type TranslationKey,
} from './translate';

const dictionaries: Dictionaries = {
  en: { 'a.hello': 'Hello', 'a.onlyEn': 'Only English' },
  zh: { 'a.hello': '你好' },
};

describe('translate', () => {
  beforeEach(() => resetTranslationWarnings());
  afterEach(() => vi.restoreAllMocks());

  it('returns the text of the key in the language', () => {
    expect(translate(dictionaries, 'zh', 'a.hello')).toBe('你好');
    expect(translate(dictionaries, 'en', 'a.hello')).toBe('Hello');
  });

  it('falls back to English and warns once per language and key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(dictionaries, 'zh', 'a.onlyEn')).toBe('Only English');
    expect(translate(dictionaries, 'zh', 'a.onlyEn')).toBe('Only English');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('a.onlyEn');
  });

  it('warns separately for another key or another language', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    translate(dictionaries, 'zh', 'a.onlyEn');
    translate(dictionaries, 'zh', 'a.absent');
    translate(dictionaries, 'en', 'a.absent');
    translate(dictionaries, 'en', 'a.absent');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('returns the key itself when English lacks it too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(dictionaries, 'zh', 'a.absent')).toBe('a.absent');
  });

  it('returns an ellipsis and logs an error once for a language without a dictionary', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(dictionaries, 'fr', 'a.hello')).toBe('\u2026');
    expect(translate(dictionaries, 'fr', 'a.onlyEn')).toBe('\u2026');
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('bundled dictionaries', () => {
  it('have the same keys in English and Chinese, all non-empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(zh)]) {
      expect(typeof value).toBe('string');
      expect(value.length).toBeGreaterThan(0);
    }
  });

  it('carry the exact feedback failure message in English', () => {
    expect(en['feedback.error']).toBe("Couldn't submit feedback. Please try again later.");
  });
});

describe('createT', () => {
  it('binds the bundled dictionaries to a language', () => {
    expect(createT('en')('api-docs.props')).toBe('Props');
    expect(createT('zh')('api-docs.props')).toBe('属性');
    expect(createT('en')('toc.title')).toBe('Contents');
    expect(createT('zh')('language.zh')).toBe('中文');
  });
});

describe('typed keys', () => {
  it('takes only keys of the English dictionary', () => {
    const t = createT('en');
    expectTypeOf(t).parameter(0).toEqualTypeOf<TranslationKey>();
    expect(t('header.search')).toBeTypeOf('string');
    // @ts-expect-error a misspelled key does not compile
    t('header.serach');
  });
});
