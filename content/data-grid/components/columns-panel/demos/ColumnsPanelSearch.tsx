import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, GridColDef, Toolbar } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const stores = ['Lyon', 'Porto', 'Graz', 'Leeds', 'Bergen', 'Gdansk'];

type StoreRow = { id: number; store: string } & Record<string, number | string>;

// One column per month: many columns, so the panel search matters.
const rows: StoreRow[] = stores.map((store, storeIndex) => {
  const row: StoreRow = { id: storeIndex + 1, store };
  months.forEach((month, monthIndex) => {
    row[month.toLowerCase()] = 40 + ((storeIndex * 17 + monthIndex * 23) % 90);
  });
  return row;
});

const columns: GridColDef<StoreRow>[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  ...months.map((month, index): GridColDef<StoreRow> => ({
    field: month.toLowerCase(),
    headerName: month,
    description: `Quarter ${Math.floor(index / 3) + 1}`,
    type: 'number',
    width: 80,
  })),
];

function MonthsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        Months
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelSearch() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: MonthsToolbar }}
        showToolbar
        slotProps={{
          columnsManagement: {
            // Typing "q2" matches the months of the second quarter, typing "mar" matches March.
            searchPredicate: (column, searchValue) => {
              const query = searchValue.trim().toLowerCase();
              const quarter = column.description?.replace('Quarter ', 'q').toLowerCase() ?? '';
              return (column.headerName ?? column.field).toLowerCase().includes(query) || quarter === query;
            },
            searchInputProps: { placeholder: 'Month or quarter (q1-q4)' },
            toggleAllMode: 'filteredOnly',
          },
        }}
      />
    </Box>
  );
}
