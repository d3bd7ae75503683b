import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabel } from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'soups-tomato', label: 'Roasted tomato soup' },
      { id: 'soups-miso', label: 'Miso soup with tofu' },
    ],
  },
  {
    id: 'mains',
    label: 'Main dishes',
    children: [
      { id: 'mains-risotto', label: 'Mushroom risotto' },
      { id: 'mains-curry', label: 'Chickpea and tomato curry' },
      { id: 'mains-tacos', label: 'Fish tacos' },
    ],
  },
];

const QueryContext = React.createContext('');

// Replaces the label slot: same element and props as the default, with the matches marked.
function HighlightedLabel({ children, ...other }: React.ComponentProps<typeof TreeItemLabel>) {
  const query = React.useContext(QueryContext).trim().toLowerCase();
  const text = typeof children === 'string' ? children : '';
  const start = query ? text.toLowerCase().indexOf(query) : -1;
  if (start < 0) {
    return <TreeItemLabel {...other}>{children}</TreeItemLabel>;
  }
  const end = start + query.length;
  return (
    <TreeItemLabel {...other}>
      {text.slice(0, start)}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 }}>
        {text.slice(start, end)}
      </Box>
      {text.slice(end)}
    </TreeItemLabel>
  );
}

export default function HighlightedLabels() {
  const [query, setQuery] = React.useState('tomato');

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <TextField
        size="small"
        label="Highlight"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 1 }}
      />
      <QueryContext.Provider value={query}>
        <RichTreeView
          aria-label="Recipes"
          items={recipes}
          defaultExpandedItems={['soups', 'mains']}
          slotProps={{ item: { slots: { label: HighlightedLabel } } }}
        />
      </QueryContext.Provider>
    </Box>
  );
}
