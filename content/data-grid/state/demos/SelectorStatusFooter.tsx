import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  delay: number;
}

const rows: Flight[] = [
  { id: 1, flight: 'TP 1352', from: 'Lisbon', to: 'Paris', delay: 0 },
  { id: 2, flight: 'KL 1720', from: 'Amsterdam', to: 'Rome', delay: 15 },
  { id: 3, flight: 'LH 400', from: 'Frankfurt', to: 'New York', delay: 45 },
  { id: 4, flight: 'IB 3166', from: 'Madrid', to: 'Lisbon', delay: 5 },
  { id: 5, flight: 'AF 1144', from: 'Paris', to: 'Madrid', delay: 0 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1 },
  { field: 'to', headerName: 'To', flex: 1 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 120 },
];

// Rendered inside the grid: it re-renders only when one of the selected values changes.
function StatusFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  const sortText = sortModel.length
    ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')
    : 'original order';

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {shown} of {total} flights
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sorted by: {sortText}
      </Typography>
    </GridFooterContainer>
  );
}

export default function SelectorStatusFooter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ footer: StatusFooter }} />
    </Box>
  );
}
