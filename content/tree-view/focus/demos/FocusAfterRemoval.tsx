import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialTasks: Item[] = [
  {
    id: 'launch',
    label: 'Product launch',
    children: [
      { id: 'launch-copy', label: 'Write the announcement' },
      { id: 'launch-video', label: 'Record the demo video' },
      { id: 'launch-pricing', label: 'Update the pricing page' },
    ],
  },
  {
    id: 'hiring',
    label: 'Hiring',
    children: [
      { id: 'hiring-post', label: 'Post the job offer' },
      { id: 'hiring-screen', label: 'Screen applications' },
    ],
  },
];

function removeItem(items: Item[], itemId: string): Item[] {
  return items
    .filter((item) => item.id !== itemId)
    .map((item) => (item.children ? { ...item, children: removeItem(item.children, itemId) } : item));
}

export default function FocusAfterRemoval() {
  const apiRef = useRichTreeViewApiRef();
  const [tasks, setTasks] = React.useState(initialTasks);
  const [selected, setSelected] = React.useState<string | null>('launch-video');
  const [nextFocus, setNextFocus] = React.useState<string | null>(null);

  const handleRemove = () => {
    const api = apiRef.current;
    if (!selected || !api) {
      return;
    }
    // Pick the neighbour before the item disappears: next sibling, else previous one, else the parent.
    const parentId = api.getParentId(selected);
    const siblings = api.getItemOrderedChildrenIds(parentId);
    const index = siblings.indexOf(selected);
    const neighbour = siblings[index + 1] ?? siblings[index - 1] ?? parentId;
    setTasks((previous) => removeItem(previous, selected));
    setSelected(neighbour);
    setNextFocus(neighbour);
  };

  // Focus once the tree has rendered without the removed item.
  React.useEffect(() => {
    if (nextFocus) {
      apiRef.current?.focusItem(null, nextFocus);
      setNextFocus(null);
    }
  }, [apiRef, nextFocus, tasks]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <Button size="small" variant="outlined" disabled={!selected} onClick={handleRemove} sx={{ mb: 1 }}>
        Remove selected task
      </Button>
      <RichTreeView
        aria-label="Tasks"
        apiRef={apiRef}
        items={tasks}
        defaultExpandedItems={['launch', 'hiring']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
