import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const layers: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'transport',
    label: 'Transport',
    children: [
      { id: 'transport-roads', label: 'Roads' },
      { id: 'transport-rail', label: 'Railways' },
      { id: 'transport-bike', label: 'Cycle paths' },
    ],
  },
  {
    id: 'nature',
    label: 'Nature',
    children: [
      { id: 'nature-parks', label: 'Parks' },
      { id: 'nature-water', label: 'Rivers and lakes' },
    ],
  },
];

// The slot receives `visible` (false when the item takes no part in selection) with the usual checkbox props.
function VisibilityToggle({ visible, ...other }: CheckboxProps & { visible?: boolean }) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      size="small"
      sx={{ p: 0 }}
      icon={<VisibilityOffIcon fontSize="small" />}
      checkedIcon={<VisibilityIcon fontSize="small" />}
      indeterminateIcon={<VisibilityIcon fontSize="small" color="disabled" />}
    />
  );
}

export default function LayerVisibilityCheckbox() {
  const [shown, setShown] = React.useState<string[]>([
    'transport-roads',
    'nature-parks',
    'nature-water',
    'nature',
  ]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Map layers"
        items={layers}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['transport', 'nature']}
        selectedItems={shown}
        onSelectedItemsChange={(event, itemIds) => setShown(itemIds)}
        slotProps={{ item: { slots: { checkbox: VisibilityToggle } } }}
      />
    </Box>
  );
}
