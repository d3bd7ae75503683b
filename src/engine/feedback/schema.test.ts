import { describe, expect, it } from 'vitest';
import { allPagePathnames } from '../nav';
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
});
