import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridPivotModel } from '@mui/x-data-grid-premium';

const TEAMS = ['Web', 'Mobile', 'Data'];
const TYPES = ['Bug', 'Feature', 'Chore'];

const rows = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  team: TEAMS[index % 3],
  type: TYPES[(index * 2) % 3],
  points: 1 + ((index * 5) % 8),
  open: index % 4 !== 0,
}));

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'type', headerName: 'Type', width: 110 },
  { field: 'points', headerName: 'Story points', type: 'number', width: 130 },
  { field: 'open', headerName: 'Open', type: 'boolean', width: 90 },
];

export default function ControlledPivotGrid() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'team' }],
    columns: [{ field: 'type' }],
    values: [
      { field: 'points', aggFunc: 'sum' },
      { field: 'open', aggFunc: 'sizeTrue' },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(e) => setPivotActive(e.target.checked)} />}
        label="Pivot mode"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {JSON.stringify(pivotModel)}
      </Typography>
    </Box>
  );
}
