import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridExpandedRowCountSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Wine {
  id: number;
  name: string;
  region: string;
  vintage: number;
  price: number;
}

const regions = ['Rioja', 'Douro', 'Mosel', 'Barossa', 'Mendoza', 'Bordeaux'];
const grapes = ['Tempranillo', 'Touriga', 'Riesling', 'Shiraz', 'Malbec', 'Merlot'];
const rows: Wine[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  name: `${grapes[index % grapes.length]} Reserve`,
  region: regions[(index * 5) % regions.length],
  vintage: 2012 + ((index * 7) % 12),
  price: 14 + ((index * 29) % 90),
}));

const columns: GridColDef<Wine>[] = [
  { field: 'name', headerName: 'Wine', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'vintage', headerName: 'Vintage', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

// Inside the grid, useGridApiContext gives the same API; useGridSelector re-renders on change.
function MatchFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const active = filterModel.items.filter((item) => item.value !== undefined && item.value !== '').length;
  return (
    <GridFooterContainer sx={{ px: 2, typography: 'body2' }}>
      <span aria-live="polite">
        {visible} of {rows.length} wines
        {active > 0 ? `, ${active} filter${active > 1 ? 's' : ''} active` : ''}
      </span>
    </GridFooterContainer>
  );
}

export default function ApiContextFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: MatchFooter }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Mosel' }] } },
        }}
        showToolbar
      />
    </Box>
  );
}
