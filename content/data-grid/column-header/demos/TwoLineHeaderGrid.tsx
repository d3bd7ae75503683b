import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';

const UNITS: Record<string, string> = {
  distance: 'km',
  elevation: 'm',
  time: 'h:mm',
};

function HeaderWithUnit(params: GridColumnHeaderParams) {
  return (
    <Box sx={{ lineHeight: 1.2 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {params.colDef.headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {UNITS[params.field]}
      </Typography>
    </Box>
  );
}

const rows = [
  { id: 1, stage: 'Chamonix – Courmayeur', distance: 21.4, elevation: 1830, time: '7:40' },
  { id: 2, stage: 'Courmayeur – Bonatti', distance: 12.1, elevation: 1150, time: '4:30' },
  { id: 3, stage: 'Bonatti – La Fouly', distance: 19.8, elevation: 1240, time: '6:50' },
];

const columns: GridColDef[] = [
  { field: 'stage', headerName: 'Stage', flex: 1, minWidth: 200 },
  { field: 'distance', headerName: 'Distance', type: 'number', width: 120, renderHeader: HeaderWithUnit },
  { field: 'elevation', headerName: 'Ascent', type: 'number', width: 120, renderHeader: HeaderWithUnit },
  { field: 'time', headerName: 'Walking time', width: 140, renderHeader: HeaderWithUnit },
];

export default function TwoLineHeaderGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      {/* Two lines need more than the default 56px. */}
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={68} hideFooter />
    </Box>
  );
}
