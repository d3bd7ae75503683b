import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const cities = ['Lisbon', 'Oslo', 'Tallinn', 'Valencia', 'Ghent', 'Lyon', 'Turin', 'Gdańsk'];
const roles = ['Designer', 'Engineer', 'Analyst', 'Support'];

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `Member ${String(index + 1).padStart(2, '0')}`,
  city: cities[index % cities.length],
  role: roles[(index * 3) % roles.length],
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'role', headerName: 'Role', width: 140 },
];

function CountingFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const visible = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {visible === total ? `${total} members` : `${visible} of ${total} members match`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function RowCountFooterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: CountingFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
