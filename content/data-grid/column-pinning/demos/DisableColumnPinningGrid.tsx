import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  flight: `TP ${1020 + index * 7}`,
  from: ['LIS', 'OPO', 'FAO'][index % 3],
  to: ['LHR', 'CDG', 'FRA', 'MAD'][index % 4],
  gate: `B${index + 3}`,
  terminal: (index % 2) + 1,
  aircraft: ['A320', 'A321neo', 'E195'][index % 3],
  status: index % 3 === 0 ? 'Boarding' : 'Scheduled',
}));

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 120 },
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'to', headerName: 'To', width: 140 },
  { field: 'gate', headerName: 'Gate', width: 140 },
  { field: 'terminal', headerName: 'Terminal', type: 'number', width: 140 },
  { field: 'aircraft', headerName: 'Aircraft', width: 140 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function DisableColumnPinningGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        label="disableColumnPinning"
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnPinning={disabled}
          initialState={{ pinnedColumns: { left: ['flight'], right: ['status'] } }}
        />
      </Box>
    </Box>
  );
}
