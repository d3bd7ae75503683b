import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const articles: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'guides-install', label: 'Installation' },
      { id: 'guides-theming', label: 'Theming' },
      { id: 'guides-testing', label: 'Testing' },
    ],
  },
  {
    id: 'recipes',
    label: 'Recipes',
    children: [
      { id: 'recipes-forms', label: 'Forms' },
      { id: 'recipes-tables', label: 'Tables' },
    ],
  },
];

export default function ModifierClickTabs() {
  const [current, setCurrent] = React.useState<string | null>('guides-install');
  const [tabs, setTabs] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">Reading: {current ?? 'nothing'}. Background tabs:</Typography>
        {tabs.map((id) => (
          <Chip
            key={id}
            size="small"
            label={id}
            onDelete={() => setTabs((previous) => previous.filter((tab) => tab !== id))}
          />
        ))}
      </Stack>
      <RichTreeView
        aria-label="Articles"
        items={articles}
        defaultExpandedItems={['guides', 'recipes']}
        selectedItems={current}
        onSelectedItemsChange={(event, itemId) => setCurrent(itemId)}
        slotProps={{
          item: ({ itemId }) => ({
            slotProps: {
              content: {
                onClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
                  if (event.ctrlKey || event.metaKey) {
                    // Skip the tree's own handling: no selection change, no expansion.
                    event.defaultMuiPrevented = true;
                    setTabs((previous) => (previous.includes(itemId) ? previous : [...previous, itemId]));
                  }
                },
              },
            },
          }),
        }}
      />
    </Box>
  );
}
