import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'q1',
    label: 'Q1 reports',
    children: [
      { id: 'q1-jan', label: 'January' },
      { id: 'q1-feb', label: 'February' },
      { id: 'q1-mar', label: 'March' },
    ],
  },
  {
    id: 'q2',
    label: 'Q2 reports',
    children: [
      { id: 'q2-apr', label: 'April' },
      { id: 'q2-may', label: 'May' },
    ],
  },
];

export default function ApiRefExpansion() {
  const apiRef = useRichTreeViewApiRef();
  const [log, setLog] = React.useState('Nothing toggled yet');

  // The tree keeps its own expansion state; the API changes it from outside.
  const toggle = (itemId: string) => {
    const isOpen = apiRef.current?.isItemExpanded(itemId) ?? false;
    apiRef.current?.setItemExpansion({ itemId, shouldBeExpanded: !isOpen });
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => toggle('q1')}>
          Toggle Q1
        </Button>
        <Button size="small" variant="outlined" onClick={() => toggle('q2')}>
          Toggle Q2
        </Button>
      </Box>
      <RichTreeView
        aria-label="Reports"
        items={items}
        apiRef={apiRef}
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLog(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}${event ? '' : ' (from the API)'}`)
        }
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {log}
      </Typography>
    </Box>
  );
}
