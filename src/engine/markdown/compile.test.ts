import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMdx } from './compile';

const options = {
  file: 'content/test/page.mdx',
  pageKey: 'test/page',
  lang: 'zh' as const,
  knownPathnames: new Set(['/x/introduction', '/x/migration/migration-data-grid-v7']),
};

describe('markdown pipeline', () => {
  it('renders headings with stable anchors and a table of contents', async () => {
    const { Content, toc } = await compileMdx(
      '## Getting started\n\n### Install it\n\n## Getting started\n',
      options,
    );
    expect(toc).toEqual([
      { id: 'getting-started', text: 'Getting started', depth: 2 },
      { id: 'install-it', text: 'Install it', depth: 3 },
      { id: 'getting-started-1', text: 'Getting started', depth: 2 },
    ]);
    expect(renderToStaticMarkup(createElement(Content))).toContain(
      '<h2 id="getting-started" class="heading">',
    );
  });

  it('highlights code at build time in both themes', async () => {
    const { Content } = await compileMdx('```ts\nconst a: number = 1;\n```\n', options);
    const html = renderToStaticMarkup(createElement(Content, { components: { 'copy-slot': () => null } }));
    expect(html).toContain('--shiki-light');
    expect(html).toContain('--shiki-dark');
  });

  it('rewrites internal links to the page language', async () => {
    const { Content } = await compileMdx('[Intro](/x/introduction)', options);
    expect(renderToStaticMarkup(createElement(Content))).toContain('href="/zh/x/introduction"');
  });

  it('brings links to the official docs home when this site has the page', async () => {
    const { Content } = await compileMdx(
      '[A](https://mui.com/x/introduction/#x) [B](https://mui.com/x/migration/migration-data-grid-v7/) ' +
        '[C](https://mui.com/x/react-data-grid/undo-redo/)',
      options,
    );
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('href="/zh/x/introduction#x"');
    expect(html).toContain('href="/zh/x/migration/migration-data-grid-v7"');
    expect(html).toContain('href="https://mui.com/x/react-data-grid/undo-redo/" rel="noopener noreferrer"');
  });

  it('fails on a dead link or a missing anchor, naming the file', async () => {
    await expect(compileMdx('[Gone](/x/nowhere)', options)).rejects.toThrow(
      /page\.mdx[\s\S]*dead link \/x\/nowhere/,
    );
    await expect(compileMdx('[Here](#nothing)', options)).rejects.toThrow(/missing anchor #nothing/);
  });

  it('fails on an unknown demo name, naming page and demo', async () => {
    await expect(compileMdx('<Demo name="NoSuchDemo" />', options)).rejects.toThrow(
      /Unknown demo "NoSuchDemo" on page test\/page/,
    );
  });

  it('reports every problem of a page at once, with its line and the nearest valid name', async () => {
    const source = 'Intro\n\n[Intro](/x/introductio)\n\n<Demo name="NoSuchDemo" />\n';
    const error = await compileMdx(source, { ...options, prose: { lineOffset: 4 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      problems: [
        {
          file: 'content/test/page.mdx',
          line: 9,
          message: expect.stringMatching(/Unknown demo "NoSuchDemo"/),
        },
        { line: 7, message: 'dead link /x/introductio', suggestion: '/x/introduction' },
      ],
    });
  });

  it('renders GFM tables', async () => {
    const { Content } = await compileMdx('| a | b |\n| - | - |\n| 1 | 2 |\n', options);
    expect(renderToStaticMarkup(createElement(Content))).toContain('<td>1</td>');
  });
});

describe('heading ids of a translation', () => {
  const options = {
    file: '/tmp/page.zh.mdx',
    pageKey: 'charts/bars',
    lang: 'zh' as const,
    knownPathnames: new Set<string>(),
  };

  it('reuses the English ids where its heading levels follow the English page (or its start), else slugs its own', async () => {
    const zh = '## 堆叠\n\n文字\n\n### 标签\n\n文字';
    const english = [
      { id: 'stacking', depth: 2 },
      { id: 'bar-labels', depth: 3 },
      { id: 'see-also', depth: 2 },
    ];
    const same = await compileMdx(zh, { ...options, headingIds: english });
    expect(same.anchors.map((anchor) => anchor.id)).toEqual(['stacking', 'bar-labels']);
    expect(same.toc.map((entry) => entry.id)).toEqual(['stacking', 'bar-labels']);
    const other = await compileMdx(zh, {
      ...options,
      headingIds: [
        { id: 'stacking', depth: 2 },
        { id: 'see-also', depth: 2 },
      ],
    });
    expect(other.anchors.map((anchor) => anchor.id)).toEqual(['堆叠', '标签']);
  });
});

describe('long inline code', () => {
  const render = async (source: string) => {
    const { Content } = await compileMdx(source, options);
    return renderToStaticMarkup(createElement(Content, { components: { 'copy-slot': () => null } }));
  };

  it('gets a <wbr> at each break point (rehypeInlineCode)', async () => {
    expect(await render('Call `apiRef.current.getRowId`.')).toContain(
      '<code>apiRef.<wbr/>current.<wbr/>getRow<wbr/>Id</code>',
    );
  });

  it('leaves short inline code and code blocks whole', async () => {
    const html = await render('Set `rowHeight`.\n\n```text\napiRef.current.getRowId()\n```\n');
    expect(html).toContain('<code>rowHeight</code>');
    expect(html).not.toMatch(/<pre[\s\S]*<wbr/);
  });
});
