import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialItems: Item[] = [
  {
    id: 'groceries',
    label: 'Groceries',
    children: [
      { id: 'task-1', label: 'Oat milk' },
      { id: 'task-2', label: 'Rye bread' },
    ],
  },
];

const produce = ['Apples', 'Spinach', 'Lentils', 'Coffee beans', 'Feta', 'Lemons'];

function removeItem(items: Item[], itemId: string): Item[] {
  return items
    .filter((item) => item.id !== itemId)
    .map((item) => (item.children ? { ...item, children: removeItem(item.children, itemId) } : item));
}

export default function AddAndRemoveItems() {
  const [items, setItems] = React.useState(initialItems);
  const [selected, setSelected] = React.useState<string | null>(null);
  const nextId = React.useRef(3);

  const addItem = () => {
    const id = `task-${nextId.current}`;
    const label = produce[(nextId.current - 3) % produce.length];
    nextId.current += 1;
    setItems((previous) =>
      previous.map((group) => ({ ...group, children: [...(group.children ?? []), { id, label }] })),
    );
  };

  const removeSelected = () => {
    if (selected && selected !== 'groceries') {
      setItems((previous) => removeItem(previous, selected));
      setSelected(null);
    }
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addItem}>
          Add item
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={!selected || selected === 'groceries'}
          onClick={removeSelected}
        >
          Remove selected
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Shopping list"
        items={items}
        defaultExpandedItems={['groceries']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
