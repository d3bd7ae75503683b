import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMdx } from './compile';

const options = {
  file: 'content/test/page.mdx',
  pageKey: 'test/page',
  lang: 'en' as const,
  knownPathnames: new Set<string>(),
};

async function render(source: string): Promise<string> {
  const { Content } = await compileMdx(source, options);
  return renderToStaticMarkup(
    createElement(Content, {
      components: {
        'copy-slot': (props: { 'data-code'?: string }) => createElement('copy', null, props['data-code']),
        'package-manager-tabs': (props: { 'data-id'?: string }) =>
          createElement('tabs', { id: props['data-id'] }),
      },
    }),
  );
}

describe('install blocks as package-manager tabs', () => {
  it('turns an npm install block into three highlighted, labelled panels', async () => {
    const html = await render('```bash\nnpm install -D @mui/x-data-grid\n```\n');
    expect(html).toContain('<tabs id="install-tabs-1"></tabs>');
    for (const [manager, command] of [
      ['npm', 'npm install -D @mui/x-data-grid'],
      ['pnpm', 'pnpm add -D @mui/x-data-grid'],
      ['yarn', 'yarn add -D @mui/x-data-grid'],
    ]) {
      expect(html).toContain(
        `data-manager="${manager}" role="tabpanel" id="install-tabs-1-${manager}" aria-labelledby="install-tabs-1-${manager}-tab" tabindex="0"`,
      );
      expect(html).toContain(`<copy>${command}</copy>`);
    }
    expect(html).toContain('--shiki-light');
  });

  it('numbers the blocks of a page and leaves other shell blocks alone', async () => {
    const html = await render(
      '```bash\nnpm i a\n```\n\n```bash\nnpm uninstall a\n```\n\n```sh\nnpm install b\n```\n\n```ts\nnpm install c\n```\n',
    );
    expect(html).toContain('id="install-tabs-1"');
    expect(html).toContain('id="install-tabs-2-yarn"');
    expect(html).not.toContain('install-tabs-3');
    expect(html).toContain('<copy>npm uninstall a</copy>');
    expect(html).toContain('<copy>npm install c</copy>');
    expect(html).not.toContain('yarn add c');
  });
});
