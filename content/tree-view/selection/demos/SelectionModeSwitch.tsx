import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const photos: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'trip-lisbon',
    label: 'Lisbon, May',
    children: [
      { id: 'img-101', label: 'Tram 28' },
      { id: 'img-102', label: 'Alfama rooftops' },
    ],
  },
  {
    id: 'trip-oslo',
    label: 'Oslo, August',
    children: [
      { id: 'img-201', label: 'Opera house' },
      { id: 'img-202', label: 'Fjord ferry' },
    ],
  },
];

export default function SelectionModeSwitch() {
  const [multiple, setMultiple] = React.useState(false);
  // One array in state serves both modes; single mode shows its first entry.
  const [selected, setSelected] = React.useState<string[]>(['img-102']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
        label="Select several photos"
      />
      {multiple ? (
        <RichTreeView
          aria-label="Photos"
          items={photos}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['trip-lisbon', 'trip-oslo']}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        />
      ) : (
        <RichTreeView
          aria-label="Photos"
          items={photos}
          defaultExpandedItems={['trip-lisbon', 'trip-oslo']}
          selectedItems={selected[0] ?? null}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId ? [itemId] : [])}
        />
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} selected: {selected.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
