import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, GridColDef, GridFilterInputValueProps, GridFilterOperator } from '@mui/x-data-grid';

interface App {
  id: number;
  name: string;
  category: string;
  rating: number;
}

const apps = ['Notely', 'TrailMap', 'Budgetly', 'Snapcook', 'Lingo Cards', 'Sleepwell', 'Pixelate', 'Runlog'];
const categories = ['Productivity', 'Travel', 'Finance', 'Food', 'Education', 'Health'];
const rows: App[] = apps.map((name, index) => ({
  id: index + 1,
  name,
  category: categories[index % categories.length],
  rating: [4.5, 3, 5, 2.5, 4, 3.5, 1.5, 4.5][index],
}));

function StarsInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="minimum-rating"
        precision={0.5}
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

// One operator replaces the numeric list: "at least N stars" is all users need here.
const atLeastOperator: GridFilterOperator<App, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) return null;
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: StarsInput,
};

const columns: GridColDef<App>[] = [
  { field: 'name', headerName: 'App', flex: 1 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    filterOperators: [atLeastOperator],
    renderCell: ({ value }) => <Rating value={value} precision={0.5} readOnly size="small" />,
  },
];

export default function RatingOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } },
        }}
      />
    </Box>
  );
}
