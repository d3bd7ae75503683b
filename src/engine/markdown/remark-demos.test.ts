import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMdx } from './compile';
import type { DemoData } from './remark-demos';

const options = {
  file: 'content/common-concepts/custom-components.mdx',
  pageKey: 'common-concepts/custom-components',
  lang: 'en' as const,
  knownPathnames: new Set<string>(),
};

/** Compiles one `<Demo>` and returns what the component would receive. */
async function demoData(mdx: string): Promise<DemoData> {
  let received: DemoData | undefined;
  const { Content } = await compileMdx(mdx, options);
  const Demo = ({ data }: { data: string }) => {
    received = JSON.parse(data) as DemoData;
    return null;
  };
  renderToStaticMarkup(createElement(Content, { components: { Demo } }));
  return received!;
}

describe('remark-demos', () => {
  it('attaches every styling, with TS, the JS twin and the stylesheet', async () => {
    const { demo, embed, reserve } = await demoData('<Demo name="StockToolbar" />');
    expect(demo.id).toBe('common-concepts/custom-components/StockToolbar');
    expect(demo.sources.map((source) => source.styling)).toEqual(['system', 'tailwind', 'css']);
    const css = demo.sources[2];
    expect(css.ts.fileName).toBe('StockToolbar.tsx');
    expect(css.js.fileName).toBe('StockToolbar.jsx');
    expect(css.stylesheet?.fileName).toBe('StockToolbar.module.css');
    expect(css.js.html).not.toContain('GridColDef');
    expect(demo.sources[1].dependencies.tailwindcss).toMatch(/^\d/);
    expect(embed).toEqual({
      name: 'StockToolbar',
      bg: 'outlined',
      defaultCodeOpen: false,
      hideToolbar: false,
    });
    expect(reserve).toBe(360);
  });

  it('reads the per-embed options', async () => {
    const { embed, reserve } = await demoData(
      '<Demo name="ThrowingFooter" bg="inline" defaultCodeOpen hideToolbar height={500} />',
    );
    expect(embed).toMatchObject({ bg: 'inline', defaultCodeOpen: true, hideToolbar: true, height: 500 });
    expect(reserve).toBe(500);
  });

  it('fails the build on an unknown option or value, naming the demo', async () => {
    await expect(compileMdx('<Demo name="ThrowingFooter" colour="red" />', options)).rejects.toThrow(
      /ThrowingFooter/,
    );
    await expect(compileMdx('<Demo name="ThrowingFooter" bg="neon" />', options)).rejects.toThrow(/bg/);
  });

  it('fails the build on an unknown demo, naming page and name', async () => {
    await expect(compileMdx('<Demo name="Missing" />', options)).rejects.toThrow(
      /Unknown demo "Missing" on page common-concepts\/custom-components/,
    );
  });
});
