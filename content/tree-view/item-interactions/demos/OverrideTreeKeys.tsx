import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const library: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'fiction-novels', label: 'Novels', children: [{ id: 'novel-1', label: 'The Long Winter' }] },
      { id: 'fiction-short', label: 'Short stories', children: [{ id: 'short-1', label: 'Harbour Tales' }] },
    ],
  },
  {
    id: 'science',
    label: 'Science',
    children: [{ id: 'science-physics', label: 'Physics', children: [{ id: 'physics-1', label: 'Light and Time' }] }],
  },
];

export default function OverrideTreeKeys() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="Library"
        apiRef={apiRef}
        items={library}
        slotProps={{
          item: ({ itemId }) => ({
            onKeyDown: (event) => {
              if (event.target !== event.currentTarget) {
                return;
              }
              if (event.key === '+' || event.key === '-') {
                // Use + and - to open and close, and keep the tree from handling these keys itself.
                event.defaultMuiPrevented = true;
                apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded: event.key === '+' });
              }
            },
          }),
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focus a shelf and press + or - to open or close it.
      </Typography>
    </Box>
  );
}
