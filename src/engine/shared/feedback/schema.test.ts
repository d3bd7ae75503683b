import { describe, expect, it } from 'vitest';
import { allPagePathnames } from '../../nav';
import { feedbackSchema } from './schema';

const base = { path: '/x/introduction', lang: 'en', rating: 'yes', version: '8.1.0' };

describe('feedbackSchema', () => {
  it('accepts every page path of the site', () => {
    for (const path of allPagePathnames()) {
      expect(feedbackSchema.safeParse({ ...base, path }).success, path).toBe(true);
    }
  });

  it('rejects unknown languages, ratings and odd paths', () => {
    expect(feedbackSchema.safeParse({ ...base, lang: 'fr' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, rating: 'meh' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, path: '/x/../etc' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, path: '/blog/post' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...base, version: '' }).success).toBe(false);
  });

  it('accepts only version numbers as versions', () => {
    for (const version of ['8.29.3', '8.0.0-alpha.9', '7.29.13', '8.0.0-beta.1']) {
      expect(feedbackSchema.safeParse({ ...base, version }).success).toBe(true);
    }
    for (const version of [
      '<script>',
      '8.29',
      'v8.29.3',
      '8.29.3\u0000',
      '8.29.3 ',
      '1.2.3-',
      'x'.repeat(41),
    ]) {
      expect(feedbackSchema.safeParse({ ...base, version }).success).toBe(false);
    }
  });

  it('refuses NUL and other control characters in comments, keeps line breaks and tabs', () => {
    expect(feedbackSchema.safeParse({ ...base, comment: 'two\nlines\tand a tab\r\n' }).success).toBe(true);
    for (const comment of ['nul \u0000 byte', 'bell \u0007', 'escape \u001b[31m', 'del \u007f']) {
      expect(feedbackSchema.safeParse({ ...base, comment }).success).toBe(false);
    }
  });
});
