import { describe, expect, it } from 'vitest';
import { docsPagePathnames } from './docs-pages';
import { allPagePathnames } from './index';

describe('docsPagePathnames', () => {
  it('lists the written pages of the full tree, in reading order, without the API index', () => {
    const written = allPagePathnames().filter(
      (pathname) =>
        !pathname.startsWith('/x/api/') && !/^\/x\/migration\/[a-z-]+-v\d+-to-v\d+-api$/.test(pathname),
    );
    expect(written.length).toBeGreaterThan(100);
    expect(docsPagePathnames()).toEqual(written);
  });
});
