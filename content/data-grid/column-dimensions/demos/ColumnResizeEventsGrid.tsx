import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, route: 'Oslo – Bergen', operator: 'Vy', duration: '6 h 50' },
  { id: 2, route: 'Zürich – Milano', operator: 'SBB', duration: '3 h 20' },
  { id: 3, route: 'Madrid – Sevilla', operator: 'Renfe', duration: '2 h 30' },
  { id: 4, route: 'Wien – Salzburg', operator: 'ÖBB', duration: '2 h 22' },
];

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', width: 180 },
  { field: 'operator', headerName: 'Operator', width: 120 },
  { field: 'duration', headerName: 'Duration', width: 120 },
];

export default function ColumnResizeEventsGrid() {
  const apiRef = useGridApiRef();
  const [live, setLive] = React.useState('—');
  const [saved, setSaved] = React.useState<Record<string, number>>({});

  React.useEffect(() => {
    // subscribeEvent returns the function that unsubscribes.
    return apiRef.current?.subscribeEvent('columnResize', (params) => {
      setLive(`${params.colDef.field}: ${Math.round(params.width)}px`);
    });
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">While dragging (columnResize): {live}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Saved widths (onColumnWidthChange): {JSON.stringify(saved)}
      </Typography>
      <Box sx={{ height: 280 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={(params) =>
            setSaved((prev) => ({ ...prev, [params.colDef.field]: Math.round(params.width) }))
          }
        />
      </Box>
    </Box>
  );
}
