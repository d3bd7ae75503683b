import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, GridColDef, GridFilterInputValueProps, GridFilterOperator } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  stars: number;
}

const PRODUCTS = ['Kettle', 'Toaster', 'Blender', 'Air fryer', 'Juicer', 'Grinder', 'Mixer'];
const rows: Review[] = PRODUCTS.map((product, index) => ({
  id: index + 1,
  product,
  stars: ((index * 3) % 5) + 1,
}));

function StarsInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', height: 48, pl: 1 }}>
      <Rating value={Number(item.value) || 0} onChange={(_, value) => applyValue({ ...item, value })} />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Review, number> = {
  label: 'At least',
  value: 'atLeast',
  // Returning null means "no filtering yet" while the input is empty.
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) return null;
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: StarsInput,
};

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  {
    field: 'stars',
    headerName: 'Rating',
    width: 160,
    type: 'number',
    filterOperators: [atLeastOperator],
    renderCell: (params) => <Rating value={params.value} readOnly size="small" />,
  },
];

export default function CustomOperatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'stars', operator: 'atLeast', value: 3 }] } },
        }}
      />
    </Box>
  );
}
