import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFooterContainer, useGridApiContext, useGridEvent } from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Lakeside Loop', km: 5.2, climb: 40 },
  { id: 2, trail: 'Eagle Ridge', km: 12.8, climb: 620 },
  { id: 3, trail: 'Pine Hollow', km: 8.1, climb: 210 },
  { id: 4, trail: 'Summit Push', km: 15.4, climb: 1140 },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 140 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 120 },
];

// A slot lives inside the grid, so it can reach the API through context.
function HoverFooter() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<string | null>(null);

  // useGridEvent subscribes on mount and unsubscribes on unmount.
  useGridEvent(apiRef, 'rowMouseEnter', (params) => {
    const { row } = params;
    setHovered(`${row.trail}: ${row.km} km, ${row.climb} m of climbing`);
  });
  useGridEvent(apiRef, 'rowMouseLeave', () => setHovered(null));

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">{hovered ?? 'Hover a trail to see its summary.'}</Typography>
    </GridFooterContainer>
  );
}

export default function HoverFooterGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: HoverFooter }} />
    </Box>
  );
}
