import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adjacentPosts, listPosts, sortPosts } from './posts';
import { listTags, postsWithTag } from './tags';
import { blogPathnames } from './paths';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, front: string, body = 'Some words here.') {
  fs.writeFileSync(path.join(dir, name), `---\n${front}\n---\n\n${body}\n`);
}

describe('blog posts', () => {
  it('fails on bad front matter, naming the file', () => {
    write('broken.md', 'title: Broken\ndate: 2026-01-01');
    expect(() => listPosts(dir)).toThrow(/broken\.md/);
    fs.rmSync(path.join(dir, 'broken.md'));
  });

  it('reads posts newest first with reading time and tags', () => {
    const front = (title: string, date: string, tags: string) =>
      `title: ${title}\ndate: ${date}\nauthors: [Ada]\ntags: [${tags}]\ndescription: A description long enough to pass.`;
    write('older.md', front('Older', '2025-01-01', 'charts'));
    write('newer.md', front('Newer', '2026-01-01', 'charts, data-grid'), 'word '.repeat(900));
    const posts = listPosts(dir);
    expect(posts.map((post) => post.slug)).toEqual(['newer', 'older']);
    expect(posts[0]).toMatchObject({ pathname: '/blog/newer', words: 900, readingMinutes: 4 });
    expect(listTags(posts)).toEqual([
      { tag: 'charts', count: 2 },
      { tag: 'data-grid', count: 1 },
    ]);
    expect(postsWithTag(posts, 'data-grid').map((post) => post.slug)).toEqual(['newer']);
  });

  it('orders same-day posts by title', () => {
    const base = { date: '2026-01-01', authors: ['A'], tags: ['a'], description: 'x'.repeat(30), words: 1 };
    const posts = [
      { ...base, title: 'B', slug: 'b' },
      { ...base, title: 'A', slug: 'a' },
    ] as Parameters<typeof sortPosts>[0];
    expect(sortPosts(posts).map((post) => post.slug)).toEqual(['a', 'b']);
  });
});

describe('the site blog', () => {
  it('has at least three posts, each with its path in the sitemap list', () => {
    const posts = listPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const paths = blogPathnames();
    expect(paths[0]).toBe('/blog');
    for (const post of posts) expect(paths).toContain(`/blog/${post.slug}`);
    for (const { tag } of listTags(posts)) expect(paths).toContain(`/blog/tags/${tag}`);
  });

  it('links each post to its newer and older neighbours', () => {
    const posts = listPosts();
    expect(adjacentPosts(posts[0].slug)).toEqual({ newer: undefined, older: posts[1] });
    expect(adjacentPosts(posts[1].slug).newer).toBe(posts[0]);
  });
});
