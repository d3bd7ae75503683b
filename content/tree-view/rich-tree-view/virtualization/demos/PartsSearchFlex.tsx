import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const SIZES = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12'];
const LENGTHS = [8, 10, 12, 16, 20, 25, 30, 35, 40, 50, 60, 80];
const FAMILIES = [
  { id: 'hex', label: 'Hex bolts', part: 'Hex bolt' },
  { id: 'socket', label: 'Socket cap screws', part: 'Socket cap screw' },
  { id: 'countersunk', label: 'Countersunk screws', part: 'Countersunk screw' },
  { id: 'set', label: 'Set screws', part: 'Set screw' },
  { id: 'flange', label: 'Flange bolts', part: 'Flange bolt' },
];
const STEELS = ['A2 stainless', 'A4 stainless', 'zinc-plated'];

// 5 families × 7 sizes × 12 lengths = 420 parts (each size in one steel grade).
const catalogue: TreeViewDefaultItemModelProperties[] = FAMILIES.map((family, f) => ({
  id: family.id,
  label: family.label,
  children: SIZES.flatMap((size, s) =>
    LENGTHS.map((length) => ({
      id: `${family.id}-${size}-${length}`,
      label: `${family.part} ${size} × ${length} mm, ${STEELS[(f + s) % STEELS.length]}`,
    })),
  ),
}));

// Rows have a fixed height: keep long labels on one line instead of letting them wrap.
const oneLineLabels = {
  [`& .${treeItemClasses.label}`]: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
};

function search(query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return { items: catalogue, expanded: [] as string[] };
  }
  const matches = (label: string) => words.every((word) => label.toLowerCase().includes(word));
  const items = catalogue
    .map((family) => ({ ...family, children: family.children?.filter((part) => matches(part.label)) }))
    .filter((family) => family.children && family.children.length > 0);
  return { items, expanded: items.map((family) => family.id) };
}

export default function PartsSearchFlex() {
  const [query, setQuery] = React.useState('');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const { items } = React.useMemo(() => search(query), [query]);

  const handleQueryChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    // Open every family that kept a match.
    setExpandedItems(search(event.target.value).expanded);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        size="small"
        fullWidth
        label="Search parts"
        placeholder="m6 a4 20"
        value={query}
        onChange={handleQueryChange}
        sx={{ mb: 1 }}
      />
      {/* A flex column with a maximum height: the tree is as tall as its rows, up to 300 px. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          maxHeight: 300,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {items.length > 0 ? (
          <RichTreeViewPro
            aria-label="Fasteners"
            items={items}
            expandedItems={expandedItems}
            onExpandedItemsChange={(_, itemIds) => setExpandedItems(itemIds)}
            sx={oneLineLabels}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            No part matches “{query}”.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
