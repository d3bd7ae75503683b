import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  employee: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const employees = ['Aiko Tanaka', 'Ben Carter', 'Chloé Martin', 'Diego Ruiz', 'Ewa Nowak', 'Farid Haddad'];

const rows: Shift[] = employees.map((employee, index) => ({
  id: index + 1,
  employee,
  mon: 6 + ((index * 3) % 4),
  tue: 7 + ((index * 5) % 3),
  wed: 8 - (index % 3),
  thu: 6 + ((index * 7) % 4),
  fri: 5 + ((index * 2) % 4),
}));

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  ...days.map((day) => ({
    field: day,
    headerName: day[0].toUpperCase() + day.slice(1),
    type: 'number' as const,
    width: 80,
  })),
];

// The model starts with Wednesday selected for the first two employees.
const initialModel: GridCellSelectionModel = { 1: { wed: true }, 2: { wed: true } };

export default function CellSelectionControlled() {
  const [model, setModel] = React.useState<GridCellSelectionModel>(initialModel);

  const selectedCount = Object.values(model).reduce(
    (count, fields) => count + Object.values(fields).filter(Boolean).length,
    0,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {selectedCount} cells selected in {Object.keys(model).length} rows
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
