import { describe, expect, it } from 'vitest';
import { listPosts } from './posts';
import { loadPost } from './load-post';

describe('loadPost', () => {
  it('compiles every post with the docs pipeline: anchored headings, checked links', async () => {
    for (const post of listPosts()) {
      const loaded = await loadPost(post.slug);
      expect(loaded.post).toBe(post);
      expect(loaded.toc.length, post.slug).toBeGreaterThan(2);
      expect(typeof loaded.Content).toBe('function');
    }
  }, 60_000);

  it('rejects an unknown slug', () => {
    expect(() => loadPost('no-such-post')).toThrow(/content\/blog\/no-such-post\.md/);
  });
});
