import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator } from '@mui/x-data-grid-pro';

interface Measurement {
  id: number;
  sensor: string;
  celsius: number;
}

const sensors = ['Cold room 1', 'Cold room 2', 'Freezer A', 'Freezer B', 'Dock', 'Office'];
const rows: Measurement[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  sensor: sensors[index % sensors.length],
  celsius: Math.round((-22 + ((index * 37) % 45)) * 10) / 10,
}));

const columns: GridColDef<Measurement>[] = [
  { field: 'id', headerName: 'Reading', width: 100 },
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 170 },
];

// Two items on one column build a range: between 0 °C and 8 °C, the band for chilled food.
export default function SameColumnTwice() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'celsius', operator: '>=', value: 0 },
                { id: 2, field: 'celsius', operator: '<=', value: 8 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
