import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const library: Item[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'f-sci', label: 'Science fiction', children: [{ id: 'f-sci-dune', label: 'Dune' }] },
      { id: 'f-crime', label: 'Crime', children: [{ id: 'f-crime-gone', label: 'Gone Girl' }] },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [{ id: 'nf-history', label: 'History', children: [{ id: 'nf-sapiens', label: 'Sapiens' }] }],
  },
];

function findByLabel(items: Item[], query: string): Item | undefined {
  for (const item of items) {
    if (item.label.toLowerCase().includes(query)) return item;
    const inChildren = item.children && findByLabel(item.children, query);
    if (inChildren) return inChildren;
  }
  return undefined;
}

export default function RichTreeFocusSearch() {
  const apiRef = useRichTreeViewApiRef();
  const [message, setMessage] = React.useState('Type a title and press Enter');

  const reveal = (event: React.KeyboardEvent, query: string) => {
    const match = query.trim() ? findByLabel(library, query.trim().toLowerCase()) : undefined;
    const api = apiRef.current;
    if (!match || !api) {
      setMessage(`No item matches "${query}"`);
      return;
    }
    // focusItem ignores items inside a collapsed parent, so open every ancestor first.
    for (let parent = api.getParentId(match.id); parent !== null; parent = api.getParentId(parent)) {
      api.setItemExpansion({ event, itemId: parent, shouldBeExpanded: true });
    }
    // Wait one frame so the newly shown item is in the DOM before it takes focus.
    requestAnimationFrame(() => api.focusItem(null, match.id));
    setMessage(`Moved focus to ${match.label}`);
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <TextField
        size="small"
        label="Find a book or shelf"
        onKeyDown={(event) => {
          if (event.key === 'Enter') reveal(event, (event.target as HTMLInputElement).value);
        }}
        sx={{ mb: 1 }}
      />
      <RichTreeView aria-label="Library" apiRef={apiRef} items={library} />
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
