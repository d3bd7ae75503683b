import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const wardrobe: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'tops',
    label: 'Tops',
    children: [
      { id: 'shirt', label: 'Linen shirt' },
      { id: 'sweater', label: 'Wool sweater' },
    ],
  },
  {
    id: 'shoes',
    label: 'Shoes',
    children: [{ id: 'boots', label: 'Chelsea boots' }],
  },
];

export default function InteractionEventLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 8));

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minHeight: 260 }}>
      <RichTreeView
        aria-label="Wardrobe"
        items={wardrobe}
        multiSelect
        onItemClick={(event, itemId) => add(`onItemClick: ${itemId}`)}
        onItemFocus={(event, itemId) => add(`onItemFocus: ${itemId}`)}
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          add(`onItemExpansionToggle: ${itemId}, ${isExpanded}`)
        }
        onItemSelectionToggle={(event, itemId, isSelected) =>
          add(`onItemSelectionToggle: ${itemId}, ${isSelected}`)
        }
        sx={{ minWidth: 200 }}
      />
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Button size="small" onClick={() => setLog([])}>
          Clear log
        </Button>
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
          {log.map((line, index) => (
            <div key={`${log.length - index}`}>{line}</div>
          ))}
        </Typography>
      </Box>
    </Box>
  );
}
