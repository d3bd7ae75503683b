import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'europe-fr', label: 'France' },
      { id: 'europe-it', label: 'Italy' },
      { id: 'europe-pl', label: 'Poland' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'asia-jp', label: 'Japan' },
      { id: 'asia-vn', label: 'Vietnam' },
    ],
  },
];

const modes: Record<string, TreeViewSelectionPropagation> = {
  none: { descendants: false, parents: false },
  descendants: { descendants: true, parents: false },
  parents: { descendants: false, parents: true },
  both: { descendants: true, parents: true },
};

export default function PropagationModes() {
  const [mode, setMode] = React.useState('descendants');
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <RadioGroup
        row
        aria-label="Propagation mode"
        value={mode}
        onChange={(event) => {
          setMode(event.target.value);
          setSelected([]);
        }}
      >
        {Object.keys(modes).map((key) => (
          <FormControlLabel key={key} value={key} control={<Radio size="small" />} label={key} />
        ))}
      </RadioGroup>
      <RichTreeView
        aria-label="Shipping destinations"
        items={regions}
        multiSelect
        checkboxSelection
        selectionPropagation={modes[mode]}
        defaultExpandedItems={['europe', 'asia']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Value: [{selected.join(', ')}]
      </Typography>
    </Box>
  );
}
