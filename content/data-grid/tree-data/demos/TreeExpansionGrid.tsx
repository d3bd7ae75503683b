import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridGroupNode,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const categories: [string, number][] = [
  ['Electronics', 0],
  ['Electronics/Audio', 0],
  ['Electronics/Audio/Headphones', 128],
  ['Electronics/Audio/Speakers', 64],
  ['Electronics/Cameras', 37],
  ['Home', 0],
  ['Home/Kitchen', 0],
  ['Home/Kitchen/Cookware', 210],
  ['Home/Kitchen/Knives', 45],
  ['Home/Garden', 92],
  ['Sports', 0],
  ['Sports/Cycling', 76],
  ['Sports/Running', 58],
];

const rows = categories.map(([path, products], index) => ({
  id: index + 1,
  path: path.split('/'),
  products: products || null,
}));

const columns: GridColDef[] = [
  { field: 'products', headerName: 'Products', type: 'number', width: 120 },
];

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

// The id of the "Home" row, whose branch should start open.
const homeId = rows.find((row) => row.path.join('/') === 'Home')?.id;

// Open "Home" and its direct children on first render; keep the rest collapsed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.id === homeId || node.parent === homeId;

const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Category', flex: 1 };

export default function TreeExpansionGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Box>
  );
}
