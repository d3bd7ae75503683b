import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Album {
  id: string;
  label: string;
  childrenCount: number;
}

const years: Album[] = [2024, 2025, 2026].map((year) => ({
  id: `${year}`,
  label: `Photos ${year}`,
  childrenCount: 4,
}));

// Each year holds one album per season, fetched when the year is first expanded.
function fetchAlbums(parentId?: string): Promise<Album[]> {
  const albums = parentId
    ? ['Winter', 'Spring', 'Summer', 'Autumn'].map((season) => ({
        id: `${parentId}-${season.toLowerCase()}`,
        label: `${season} ${parentId}`,
        childrenCount: 0,
      }))
    : years;
  return new Promise((resolve) => {
    setTimeout(() => resolve(albums), 600);
  });
}

export default function LazySelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 300 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 11 rows of 32px). */}
      <Box sx={{ height: 352 }}>
        <RichTreeViewPro
          aria-label="Photo library"
          items={years}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true, parents: true }}
          dataSource={{ getChildrenCount: (album) => album.childrenCount, getTreeItems: fetchAlbums }}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        To back up: {selected.length ? selected.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
