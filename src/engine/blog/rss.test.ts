import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { buildRssFeed, rfc822 } from './rss';
import { listPosts } from './posts';

const ORIGIN = 'https://example.com';
const { DOMParser } = new JSDOM('').window;

function parseFeed(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Feed is not well-formed XML: ${error.textContent}`);
  return doc;
}

const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? '';
// RFC 822 as RSS uses it: "Wed, 06 May 2025 00:00:00 GMT".
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('RSS feed', () => {
  const posts = listPosts();
  const doc = parseFeed(
    buildRssFeed(posts, { origin: ORIGIN, title: 'Blog & news', description: 'About <X>' }),
  );

  it('is an RSS 2.0 channel with a self link', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    expect(text(channel, 'title')).toBe('Blog & news');
    expect(text(channel, 'description')).toBe('About <X>');
    expect(text(channel, 'link')).toBe(`${ORIGIN}/blog`);
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/blog/rss.xml`);
    expect(self.getAttribute('rel')).toBe('self');
  });

  it('lists every post, newest first, with valid dates, links and categories', () => {
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((item) => text(item, 'title'))).toEqual(posts.map((post) => post.title));
    items.forEach((item, index) => {
      const post = posts[index];
      const pubDate = text(item, 'pubDate');
      expect(pubDate).toMatch(RFC_822);
      expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(post.date);
      expect(text(item, 'link')).toBe(`${ORIGIN}/blog/${post.slug}`);
      expect(text(item, 'guid')).toBe(text(item, 'link'));
      expect(text(item, 'description')).toBe(post.description);
      const categories = [...item.getElementsByTagName('category')].map((node) => node.textContent);
      expect(categories).toEqual(post.tags);
    });
    const times = items.map((item) => Date.parse(text(item, 'pubDate')));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('escapes markup in titles', () => {
    const [post] = posts;
    const xml = buildRssFeed([{ ...post, title: 'Rows <&> "cells"' }], {
      origin: ORIGIN,
      title: 't',
      description: 'd',
    });
    expect(text(parseFeed(xml).getElementsByTagName('item')[0], 'title')).toBe('Rows <&> "cells"');
  });

  it('formats days as RFC 822 dates', () => {
    expect(rfc822('2025-05-06')).toBe('Tue, 06 May 2025 00:00:00 GMT');
  });
});
