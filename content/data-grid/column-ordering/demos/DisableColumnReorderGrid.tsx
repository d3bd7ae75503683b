import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, city: 'Kyoto', country: 'Japan', population: 1.46, founded: 794 },
  { id: 2, city: 'Cusco', country: 'Peru', population: 0.43, founded: 1100 },
  { id: 3, city: 'Fez', country: 'Morocco', population: 1.11, founded: 789 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 150 },
  { field: 'founded', headerName: 'Founded', type: 'number', width: 110 },
];

export default function DisableColumnReorderGrid() {
  const [disableColumnReorder, setDisableColumnReorder] = React.useState(true);
  const [keepPosition, setKeepPosition] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          label="disableColumnReorder"
          control={
            <Switch checked={disableColumnReorder} onChange={(event) => setDisableColumnReorder(event.target.checked)} />
          }
        />
        <FormControlLabel
          label="keepColumnPositionIfDraggedOutside"
          control={<Switch checked={keepPosition} onChange={(event) => setKeepPosition(event.target.checked)} />}
        />
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnReorder={disableColumnReorder}
          keepColumnPositionIfDraggedOutside={keepPosition}
        />
      </Box>
    </Box>
  );
}
