import { describe, expect, it } from 'vitest';
import { mdxToMarkdown } from './mdx-to-markdown';

const options = {
  demoSource: (name: string) => {
    if (name !== 'BasicGrid') throw new Error(`Unknown demo "${name}"`);
    return { fileName: 'BasicGrid.tsx', code: 'export default function BasicGrid() {\n  return null;\n}\n' };
  },
  absoluteUrl: (path: string) => `https://example.test${path}`,
};

describe('mdxToMarkdown', () => {
  it('inlines a demo’s TypeScript source in a fenced block', () => {
    const out = mdxToMarkdown('Intro.\n\n<Demo name="BasicGrid" bg="inline" />\n\nAfter.', options);
    expect(out).toBe(
      'Intro.\n\n```tsx title="BasicGrid.tsx"\nexport default function BasicGrid() {\n  return null;\n}\n```\n\nAfter.',
    );
  });

  it('fails on an unknown demo', () => {
    expect(() => mdxToMarkdown('<Demo name="Nope" />', options)).toThrow(/Nope/);
  });

  it('turns callouts into blockquote alerts', () => {
    const out = mdxToMarkdown(
      '<Callout type="warning">\n\nMind the **gap**.\n\nTwice.\n\n</Callout>\n\nNext.',
      options,
    );
    expect(out).toBe('> [!WARNING]\n>\n> Mind the **gap**.\n>\n> Twice.\n\nNext.');
  });

  it('treats a callout without a type as info', () => {
    expect(mdxToMarkdown('<Callout>\nNote.\n</Callout>', options)).toBe('> [!NOTE]\n> Note.');
  });

  it('leaves code blocks alone, even when they contain JSX', () => {
    const body = '```tsx\n<Demo name="Nope" />\n<Callout>\n[a](/x/b)\n```';
    expect(mdxToMarkdown(body, options)).toBe(body);
  });

  it('makes site links absolute and drops MDX comments', () => {
    const out = mdxToMarkdown('See [sorting](/x/react-data-grid/sorting#api).{/* hidden */}', options);
    expect(out).toBe('See [sorting](https://example.test/x/react-data-grid/sorting#api).');
  });

  it('uses a longer fence when the demo itself contains one', () => {
    const withFence = {
      ...options,
      demoSource: () => ({ fileName: 'A.tsx', code: 'const md = `\n```js\n```\n`;' }),
    };
    expect(mdxToMarkdown('<Demo name="A" />', withFence).split('\n')[0]).toBe('````tsx title="A.tsx"');
  });
});

describe('install commands in the twin', () => {
  it('keeps the npm command first and adds the pnpm and yarn ones', () => {
    const out = mdxToMarkdown('```bash\nnpm install -D @mui/x-data-grid\n```\n\nAfter.', options);
    expect(out).toBe(
      [
        '```bash',
        'npm install -D @mui/x-data-grid',
        '# or, with pnpm',
        'pnpm add -D @mui/x-data-grid',
        '# or, with yarn',
        'yarn add -D @mui/x-data-grid',
        '```',
        '',
        'After.',
      ].join('\n'),
    );
  });

  it('leaves other blocks as written', () => {
    const block = '```bash\nnpm uninstall a\nnpm install b\n```';
    expect(mdxToMarkdown(block, options)).toBe(block);
    const ts = '```ts\nnpm install b\n```';
    expect(mdxToMarkdown(ts, options)).toBe(ts);
  });
});
