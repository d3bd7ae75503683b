import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const stations: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'line-red',
    label: 'Red line',
    children: [
      { id: 'red-harbour', label: 'Harbour' },
      { id: 'red-museum', label: 'Museum' },
      { id: 'red-stadium', label: 'Stadium' },
    ],
  },
  {
    id: 'line-blue',
    label: 'Blue line',
    children: [
      { id: 'blue-airport', label: 'Airport' },
      { id: 'blue-university', label: 'University' },
    ],
  },
];

export default function FocusFromOutside() {
  const apiRef = useRichTreeViewApiRef();

  const focusStation = (event: React.MouseEvent, itemId: string, lineId: string) => {
    // focusItem only works on visible items, so open the parent first.
    apiRef.current?.setItemExpansion({ event, itemId: lineId, shouldBeExpanded: true });
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => focusStation(event, 'red-museum', 'line-red')}>
          Go to Museum
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => focusStation(event, 'blue-airport', 'line-blue')}>
          Go to Airport
        </Button>
      </Stack>
      <RichTreeView aria-label="Metro stations" items={stations} apiRef={apiRef} />
    </Box>
  );
}
