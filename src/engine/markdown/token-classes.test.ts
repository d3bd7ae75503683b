import { describe, expect, it } from 'vitest';
import { highlightToHtml } from './highlight';
import { compactTokens, tokenClasses, tokenClassesCss } from './token-classes';

describe('token classes', () => {
  it('turns both theme colours of a token into classes the stylesheet defines', () => {
    const { classes, style } = tokenClasses('--shiki-light:#CF222E;--shiki-dark:#FF7B72');
    expect(style).toBe('');
    expect(classes).toHaveLength(2);
    const css = tokenClassesCss();
    expect(css).toContain(`.shiki .${classes[0]}{--shiki-light:#CF222E}`);
    expect(css).toContain(`.shiki .${classes[1]}{--shiki-dark:#FF7B72}`);
  });

  it('drops the default text colour, which the token inherits from its block', () => {
    expect(tokenClasses('--shiki-light:#1F2328;--shiki-dark:#E6EDF3')).toEqual({ classes: [], style: '' });
  });

  it('keeps what the palette does not cover inline', () => {
    expect(tokenClasses('--shiki-light:#123456;--shiki-light-font-style:italic')).toEqual({
      classes: [],
      style: '--shiki-light:#123456;--shiki-light-font-style:italic',
    });
  });

  it('leaves no inline colour on the tokens of highlighted code', async () => {
    const html = await highlightToHtml("import * as React from 'react';\nconst answer: number = 42;", 'tsx');
    const tokens = html.match(/<span[^>]*>/g)!.filter((tag) => !tag.includes('class="line"'));
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.filter((tag) => tag.includes('style='))).toEqual([]);
    expect(html).toMatch(/<span class="l\d+ d\d+">import<\/span>/);
    // The block keeps its own colours, which default tokens inherit.
    expect(html).toMatch(/<pre class="shiki[^"]*" style="--shiki-light:#1f2328;--shiki-dark:#e6edf3/);
  });

  it('writes default-colour tokens as text and merges neighbours of one class, keeping the text', async () => {
    const code = 'export default function Chart() {\n  return <BarChart height={300} />;\n}';
    const html = await highlightToHtml(code, 'tsx');
    expect(html).not.toContain('<span>');
    expect(html).toContain('<span class="l9 d8">export default function</span>');
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<')
      .replace(/&lt;/g, '<');
    expect(text.trim()).toBe(code);
  });

  it('leaves spans with other properties alone', () => {
    const italic = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'font-style:italic' },
      children: [],
    };
    const a = {
      type: 'element',
      tagName: 'span',
      properties: { class: 'l1' },
      children: [{ type: 'text', value: 'a' }],
    };
    const b = {
      type: 'element',
      tagName: 'span',
      properties: { class: 'l1' },
      children: [{ type: 'text', value: 'b' }],
    };
    const plain = {
      type: 'element',
      tagName: 'span',
      properties: {},
      children: [{ type: 'text', value: ' ' }],
    };
    const out = compactTokens([italic, a, b, plain] as Parameters<typeof compactTokens>[0]);
    expect(out).toHaveLength(3);
    expect(out[0]).toBe(italic);
    expect(out[1]).toMatchObject({ children: [{ value: 'a' }, { value: 'b' }] });
    expect(out[2]).toEqual({ type: 'text', value: ' ' });
  });
});
