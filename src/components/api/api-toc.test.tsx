import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentEntry } from '@/engine/api-reference/types';
import { createT } from '@/engine/shared/i18n/translate';
import { ApiPage } from './api-page';
import { apiTocEntries } from './api-toc';
import { groupProps, inheritedHref } from './props-groups';

const t = createT('en');
const prop = (name: string, inheritedFrom?: string) => ({
  name,
  type: { text: 'string' },
  required: false,
  deprecated: false,
  ...(inheritedFrom ? { inheritedFrom } : {}),
});

const field: ComponentEntry = {
  _generated: 'x',
  name: 'MultiInputDateRangeField',
  kebab: 'multi-input-date-range-field',
  product: 'date-pickers',
  kind: 'component',
  plan: 'pro',
  plans: ['pro'],
  aliases: [],
  imports: [],
  deprecated: false,
  props: [prop('autoFocus'), prop('bgcolor', 'Stack'), prop('format'), prop('spacing', 'Stack')],
  slots: [{ name: 'root' }],
  classes: [{ key: 'root', className: 'MuiMultiInputDateRangeField-root' }],
};
const descriptions = { props: { format: 'Format of the date.', spacing: 'Space between children.' } };

const page = { path: '/x/api/date-pickers/multi-input-date-range-field', lang: 'en' as const, version: '8' };
const render = (extra: Partial<React.ComponentProps<typeof ApiPage>>) =>
  renderToStaticMarkup(<ApiPage entry={field} descriptions={descriptions} t={t} page={page} {...extra} />);

describe('groupProps', () => {
  it('lists documented own props first, then undocumented ones, and inherited ones apart', () => {
    const groups = groupProps(field.props, descriptions);
    expect(groups.own.map((p) => p.name)).toEqual(['format', 'autoFocus']);
    expect(groups.inherited).toEqual([
      expect.objectContaining({
        from: 'Stack',
        id: 'inherited-stack',
        href: 'https://mui.com/material-ui/api/stack/',
      }),
    ]);
    expect(groups.inherited[0].props.map((p) => p.name)).toEqual(['bgcolor', 'spacing']);
    expect(inheritedHref('@mui/system')).toBe('https://mui.com/system/properties/');
  });
});

describe('API page sections', () => {
  it('has a table of contents entry for every section the page renders', () => {
    const toc = apiTocEntries(field, descriptions, t, { changes: true, guides: true });
    expect(toc.map((e) => e.id)).toEqual([
      'import',
      'props',
      'inherited-stack',
      'slots',
      'classes',
      'changes-from-v8',
      'demos',
    ]);
    const html = render({
      guides: [{ title: 'Date Range Field', href: '/x/react-date-pickers/date-range-field' }],
      changes: <section id="changes-from-v8" />,
    });
    for (const entry of toc) expect(html, entry.id).toContain(`id="${entry.id}"`);
  });

  it('marks undocumented props and groups inherited ones under a linked heading', () => {
    const html = render({});
    expect(html.indexOf('prop-format')).toBeLessThan(html.indexOf('prop-autoFocus'));
    expect(html).toMatch(/id="prop-autoFocus" data-name="autoFocus" data-undocumented="true"/);
    expect(html).toContain('Inherited from <a href="https://mui.com/material-ui/api/stack/">Stack</a>');
    expect(html.indexOf('inherited-stack')).toBeLessThan(html.indexOf('prop-bgcolor'));
  });
});
