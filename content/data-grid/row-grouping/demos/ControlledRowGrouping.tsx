import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';

const DEPARTMENTS = ['Engineering', 'Sales', 'Support'];
const OFFICES = ['Lisbon', 'Nairobi', 'Toronto'];
const LEVELS = ['Junior', 'Mid', 'Senior'];
const NAMES = ['Ines', 'Kofi', 'Lena', 'Marco', 'Noor', 'Oskar', 'Priya', 'Quentin', 'Rosa'];

const rows = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} ${String.fromCharCode(65 + ((index * 5) % 26))}.`,
  department: DEPARTMENTS[index % 3],
  office: OFFICES[(index * 2) % 3],
  level: LEVELS[Math.floor(index / 3) % 3],
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'level', headerName: 'Level', width: 110 },
];

const GROUPABLE = ['department', 'office', 'level'];

export default function ControlledRowGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['department']);

  // Clicking a chip appends the field as the deepest level, or removes it.
  const toggle = (field: string) =>
    setModel((previous) =>
      previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Group by:</Typography>
        {GROUPABLE.map((field) => (
          <Chip
            key={field}
            label={field}
            color={model.includes(field) ? 'primary' : 'default'}
            onClick={() => toggle(field)}
          />
        ))}
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
