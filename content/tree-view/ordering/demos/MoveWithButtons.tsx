import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialSteps: Item[] = [
  { id: 'step-wash', label: 'Wash the rice' },
  { id: 'step-boil', label: 'Bring the water to a boil' },
  { id: 'step-simmer', label: 'Simmer for 12 minutes' },
  { id: 'step-rest', label: 'Rest, covered, for 10 minutes' },
];

function move(items: Item[], itemId: string, offset: number): Item[] {
  const from = items.findIndex((item) => item.id === itemId);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= items.length) {
    return items;
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function MoveWithButtons() {
  const [steps, setSteps] = React.useState(initialSteps);
  const [selected, setSelected] = React.useState<string | null>('step-boil');

  return (
    <Box sx={{ minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!selected}
          onClick={() => selected && setSteps(move(steps, selected, -1))}
        >
          Move up
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!selected}
          onClick={() => selected && setSteps(move(steps, selected, 1))}
        >
          Move down
        </Button>
      </Stack>
      {/* Virtualized: the tree fills this fixed-height box (room for 5 rows of 32px). */}
      <Box sx={{ height: 160 }}>
        <RichTreeViewPro
          aria-label="Recipe steps"
          items={steps}
          itemsReordering
          // Keep dragged moves in the same state as button moves.
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setSteps((previous) => move(previous, itemId, newPosition.index - oldPosition.index))
          }
          canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId === null}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        />
      </Box>
    </Box>
  );
}
