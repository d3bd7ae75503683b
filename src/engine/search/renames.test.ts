import { describe, expect, it } from 'vitest';
import { renamesFrom } from './renames';

const guide = `
| v6 | v7 |
| --- | --- |
| \`onNodeSelect\` | \`onSelectedItemsChange\` |
| \`okText\`, \`cancelText\` | \`okButtonLabel\`, \`cancelButtonLabel\` |
| \`expanded\`, \`defaultExpanded\` | \`expandedItems\`, \`defaultExpandedItems\` |
| \`gridSortItem\` | removed; use \`sortModel\` |
| \`useTreeItem\` | \`useTreeItemState\` |

| Option | Meaning |
| --- | --- |
| \`oldThing\` | \`newThing\` |
`;

describe('renamesFrom', () => {
  it('reads old → current names from version tables, pairing lists by position', () => {
    expect(renamesFrom([guide], (key) => key === 'usetreeitem')).toEqual({
      canceltext: ['cancelbuttonlabel'],
      defaultexpanded: ['defaultexpandeditems'],
      onnodeselect: ['onselecteditemschange'],
      oktext: ['okbuttonlabel'],
    });
  });

  it('skips one-word names, removals, names still current and tables without versions', () => {
    const renames = renamesFrom([guide], (key) => key === 'usetreeitem');
    expect(renames).not.toHaveProperty('expanded');
    expect(renames).not.toHaveProperty('gridsortitem');
    expect(renames).not.toHaveProperty('usetreeitem');
    expect(renames).not.toHaveProperty('oldthing');
  });
});
