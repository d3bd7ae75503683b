import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
const TEAMS = ['North', 'South', 'East', 'West', 'Central'];

type Row = { id: number; team: string } & Record<(typeof MONTHS)[number], number>;

const rows: Row[] = TEAMS.map((team, t) => {
  const row = { id: t + 1, team } as Row;
  MONTHS.forEach((month, i) => {
    row[month] = 40 + ((t * 13 + i * 29) % 60);
  });
  return row;
});

const columns: GridColDef<Row>[] = [
  { field: 'team', headerName: 'Team', width: 110 },
  ...MONTHS.map((month) => ({
    field: month,
    headerName: month.toUpperCase(),
    type: 'number' as const,
    width: 90,
  })),
];

export default function CellSelectionGrid() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({});

  const count = Object.values(model).reduce(
    (sum, fields) => sum + Object.values(fields).filter(Boolean).length,
    0,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {count} cell(s) selected. Drag across cells, or hold Shift and click.
      </Typography>
    </Box>
  );
}
