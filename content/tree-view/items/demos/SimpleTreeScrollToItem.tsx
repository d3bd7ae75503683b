import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const years = Array.from({ length: 12 }, (_, index) => 2025 - index);

export default function SimpleTreeScrollToItem() {
  const apiRef = useSimpleTreeViewApiRef();

  // getItemDOMElement returns the item's <li>, or null while it is not rendered.
  const scrollTo = (itemId: string) => {
    apiRef.current?.getItemDOMElement(itemId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => scrollTo('year-2025')}>
          Newest
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollTo('year-2014')}>
          Oldest
        </Button>
      </Box>
      <Box sx={{ height: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SimpleTreeView aria-label="Annual reports" apiRef={apiRef}>
          {years.map((year) => (
            <TreeItem key={year} itemId={`year-${year}`} label={`${year} annual report`}>
              <TreeItem itemId={`year-${year}-summary`} label="Summary" />
              <TreeItem itemId={`year-${year}-accounts`} label="Accounts" />
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
