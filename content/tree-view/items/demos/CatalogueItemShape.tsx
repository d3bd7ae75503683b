import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface CatalogueNode {
  sku: number;
  name: string;
  stock?: number;
  variants?: CatalogueNode[];
}

const catalogue: CatalogueNode[] = [
  {
    sku: 100,
    name: 'Running shoes',
    variants: [
      { sku: 101, name: 'Trail, size 42', stock: 12 },
      { sku: 102, name: 'Trail, size 43', stock: 0 },
      { sku: 103, name: 'Road, size 42', stock: 7 },
    ],
  },
  {
    sku: 200,
    name: 'Rain jackets',
    variants: [
      { sku: 201, name: 'Packable, M', stock: 4 },
      { sku: 202, name: 'Packable, L', stock: 9 },
    ],
  },
];

// Declared outside the component, so their identity never changes.
const getItemId = (node: CatalogueNode) => `sku-${node.sku}`;
const getItemLabel = (node: CatalogueNode) =>
  node.stock === undefined ? node.name : `${node.name} · ${node.stock} in stock`;
const getItemChildren = (node: CatalogueNode) => node.variants;
const isItemDisabled = (node: CatalogueNode) => node.stock === 0;

export default function CatalogueItemShape() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 300 }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalogue}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['sku-100']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected id: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
