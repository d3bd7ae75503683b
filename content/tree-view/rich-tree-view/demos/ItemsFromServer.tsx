import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

// A fake endpoint returning the whole tree at once after a short delay.
function fetchCategories(): Promise<Item[]> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve([
          {
            id: 'electronics',
            label: 'Electronics',
            children: [
              { id: 'electronics-phones', label: 'Phones' },
              { id: 'electronics-laptops', label: 'Laptops' },
            ],
          },
          { id: 'books', label: 'Books', children: [{ id: 'books-travel', label: 'Travel guides' }] },
          { id: 'garden', label: 'Garden' },
        ]),
      900,
    );
  });
}

export default function ItemsFromServer() {
  const [items, setItems] = React.useState<Item[] | null>(null);

  const load = React.useCallback(() => {
    setItems(null);
    fetchCategories().then(setItems);
  }, []);

  React.useEffect(() => {
    let active = true;
    fetchCategories().then((result) => {
      if (active) {
        setItems(result);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Button size="small" onClick={load} sx={{ mb: 1 }}>
        Reload
      </Button>
      {items === null ? (
        <Box aria-busy="true" aria-label="Loading categories">
          {[70, 50, 60].map((width) => (
            <Skeleton key={width} width={`${width}%`} height={32} />
          ))}
        </Box>
      ) : (
        <RichTreeView aria-label="Shop categories" items={items} defaultExpandedItems={['electronics']} />
      )}
    </Box>
  );
}
