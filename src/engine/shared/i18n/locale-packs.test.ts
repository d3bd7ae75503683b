import { describe, expect, it } from 'vitest';
import * as locales from '@mui/material/locale';
import { localePackName } from './locale-packs';

describe('localePackName', () => {
  it('maps the supported languages', () => {
    expect(localePackName('en')).toBe('enUS');
    expect(localePackName('zh')).toBe('zhCN');
    expect(localePackName('pt')).toBe('ptBR');
  });

  it('falls back to English for anything else', () => {
    expect(localePackName('fr')).toBe('enUS');
    expect(localePackName('')).toBe('enUS');
    expect(localePackName('toString')).toBe('enUS');
  });

  it('names packs that @mui/material/locale exports', () => {
    for (const lang of ['en', 'zh', 'pt']) {
      expect(locales).toHaveProperty(localePackName(lang));
    }
  });
});
