import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const cuisines: Record<string, string[]> = {
  Italian: ['Risotto', 'Lasagne', 'Tiramisu', 'Gnocchi', 'Focaccia', 'Panna cotta'],
  Japanese: ['Ramen', 'Gyoza', 'Tempura', 'Okonomiyaki', 'Miso soup', 'Onigiri'],
  Mexican: ['Tacos', 'Mole', 'Tamales', 'Pozole', 'Churros', 'Guacamole'],
  Indian: ['Dal', 'Biryani', 'Samosa', 'Paneer tikka', 'Dosa', 'Gulab jamun'],
};

const recipes: Item[] = Object.entries(cuisines).map(([cuisine, dishes]) => ({
  id: cuisine.toLowerCase(),
  label: cuisine,
  children: dishes.map((dish) => ({ id: `${cuisine}-${dish}`.toLowerCase().replace(/ /g, '-'), label: dish })),
}));

// Keeps items whose label matches, and the parents of those items.
function filterItems(items: Item[], query: string): Item[] {
  return items.flatMap((item) => {
    const children = filterItems(item.children ?? [], query);
    if (item.label.toLowerCase().includes(query) || children.length > 0) {
      return [{ ...item, children }];
    }
    return [];
  });
}

export default function FilterTree() {
  const [query, setQuery] = React.useState('');
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const normalized = query.trim().toLowerCase();
  const visibleItems = React.useMemo(
    () => (normalized ? filterItems(recipes, normalized) : recipes),
    [normalized],
  );

  const handleSearch = (value: string) => {
    setQuery(value);
    // Open every branch that kept a match, so results are visible.
    const next = value.trim() ? filterItems(recipes, value.trim().toLowerCase()).map((item) => item.id) : [];
    setExpanded(next);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <TextField
        size="small"
        label="Search dishes"
        value={query}
        onChange={(event) => handleSearch(event.target.value)}
        sx={{ mb: 1 }}
      />
      {visibleItems.length === 0 ? (
        <Typography variant="body2">No dish matches “{query}”.</Typography>
      ) : (
        <RichTreeView
          aria-label="Recipes"
          items={visibleItems}
          expandedItems={expanded}
          onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        />
      )}
    </Box>
  );
}
