import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const toppings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'cheese',
    label: 'Cheese',
    children: [
      { id: 'mozzarella', label: 'Mozzarella' },
      { id: 'gorgonzola', label: 'Gorgonzola' },
      { id: 'parmesan', label: 'Parmesan' },
    ],
  },
  {
    id: 'veg',
    label: 'Vegetables',
    children: [
      { id: 'basil', label: 'Basil' },
      { id: 'olives', label: 'Olives' },
      { id: 'peppers', label: 'Peppers' },
    ],
  },
];

export default function SelectionFromApi() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>([]);

  const pick = (event: React.MouseEvent, ids: string[]) => {
    ids.forEach((itemId, index) =>
      apiRef.current?.setItemSelection({
        event,
        itemId,
        shouldBeSelected: true,
        // The first call replaces the selection, the next ones add to it.
        keepExistingSelection: index > 0,
      }),
    );
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => pick(event, ['mozzarella', 'basil'])}>
          Margherita
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => pick(event, ['mozzarella', 'olives', 'peppers'])}>
          Vegetariana
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Pizza toppings"
        apiRef={apiRef}
        items={toppings}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['cheese', 'veg']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2">Toppings: {selected.join(', ') || 'none'}</Typography>
    </Box>
  );
}
