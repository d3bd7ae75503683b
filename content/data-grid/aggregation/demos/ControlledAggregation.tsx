import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridAggregationModel, GridColDef } from '@mui/x-data-grid-premium';

const HIKES = ['Ridge Loop', 'Lake Trail', 'Pine Gap', 'Summit Path', 'Falls Walk', 'Canyon Rim', 'Birch Way', 'Moor Crossing'];

const rows = HIKES.map((name, index) => ({
  id: index + 1,
  name,
  distance: 4 + ((index * 13) % 19),
  climb: 150 + ((index * 170) % 1100),
  hikedOn: new Date(2025, 3 + (index % 5), 2 + index * 3),
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Trail', width: 150 },
  { field: 'distance', headerName: 'Distance (km)', type: 'number', width: 140 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 130 },
  { field: 'hikedOn', headerName: 'Hiked on', type: 'date', width: 140 },
];

const CHOICES: Record<string, string[]> = {
  distance: ['sum', 'avg', 'min', 'max'],
  climb: ['sum', 'avg', 'min', 'max'],
  hikedOn: ['min', 'max', 'size'],
};

export default function ControlledAggregation() {
  const [model, setModel] = React.useState<GridAggregationModel>({
    distance: 'sum',
    climb: 'max',
    hikedOn: 'max',
  });

  const setFunction = (field: string, name: string) => {
    setModel((previous) => {
      const next = { ...previous };
      if (name === 'none') delete next[field];
      else next[field] = name;
      return next;
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Object.keys(CHOICES).map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={field}
            value={model[field] ?? 'none'}
            onChange={(event) => setFunction(field, event.target.value)}
            sx={{ minWidth: 110 }}
          >
            <MenuItem value="none">none</MenuItem>
            {CHOICES[field].map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
