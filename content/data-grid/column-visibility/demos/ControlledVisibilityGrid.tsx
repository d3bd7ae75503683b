import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Hana Kim', email: 'hana@example.com', phone: '+82 2 555 0101', city: 'Seoul' },
  { id: 2, name: 'Luis Ortega', email: 'luis@example.com', phone: '+34 91 555 0102', city: 'Madrid' },
  { id: 3, name: 'Nora Lind', email: 'nora@example.com', phone: '+46 8 555 0103', city: 'Stockholm' },
  { id: 4, name: 'Tariq Aziz', email: 'tariq@example.com', phone: '+971 4 555 0104', city: 'Dubai' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 160 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function ControlledVisibilityGrid() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ phone: false });

  // A missing key means "visible", so test for an explicit false.
  const toggle = (field: string) => setModel((prev) => ({ ...prev, [field]: prev[field] === false }));

  return (
    <Box sx={{ width: '100%' }}>
      {['email', 'phone', 'city'].map((field) => (
        <FormControlLabel
          key={field}
          label={field}
          control={<Switch checked={model[field] !== false} onChange={() => toggle(field)} />}
        />
      ))}
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
