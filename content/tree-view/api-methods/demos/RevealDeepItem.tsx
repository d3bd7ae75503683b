import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Twelve years of monthly statements: enough rows to need scrolling.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const statements: TreeViewDefaultItemModelProperties[] = Array.from({ length: 12 }, (_, index) => {
  const year = 2014 + index;
  return {
    id: `y${year}`,
    label: `${year}`,
    children: months.map((month) => ({ id: `y${year}-${month}`, label: `${month} ${year} statement` })),
  };
});

const target = 'y2016-Sep';

export default function RevealDeepItem() {
  const apiRef = useRichTreeViewApiRef();

  const reveal = (event: React.MouseEvent) => {
    const api = apiRef.current;
    if (!api?.getParentId || !api.setItemExpansion || !api.getItemDOMElement || !api.focusItem) {
      return;
    }
    // Open every ancestor, from the closest one up.
    let parentId = api.getParentId(target);
    while (parentId) {
      api.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    // Wait for the children to render, then scroll and focus.
    window.requestAnimationFrame(() => {
      api.getItemDOMElement?.(target)?.scrollIntoView({ block: 'center' });
      api.focusItem?.(event, target);
    });
  };

  return (
    <Box sx={{ minWidth: 280 }}>
      <Button size="small" variant="outlined" onClick={reveal} sx={{ mb: 1 }}>
        Reveal Sep 2016
      </Button>
      <Box sx={{ height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView aria-label="Bank statements" apiRef={apiRef} items={statements} />
      </Box>
    </Box>
  );
}
