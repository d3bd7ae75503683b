import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  temperature: number;
  humidity: number;
  battery: number;
}

const rows: Reading[] = ['Cold room A', 'Cold room B', 'Warehouse', 'Loading bay', 'Server room', 'Office'].map(
  (sensor, index) => ({
    id: index + 1,
    sensor,
    temperature: [3.1, 7.8, 18.4, 24.9, 31.2, 21.5][index],
    humidity: [82, 91, 45, 38, 22, 40][index],
    battery: [0.9, 0.12, 0.55, 0.08, 0.7, 0.95][index],
  }),
);

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temp (°C)',
    type: 'number',
    width: 120,
    // Column-level: the class depends only on this column's value.
    cellClassName: (params: GridCellParams<Reading, number>) => {
      const value = params.value ?? 0;
      if (value > 30) return 'reading-hot';
      if (value < 5) return 'reading-cold';
      return '';
    },
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  {
    field: 'battery',
    headerName: 'Battery',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
];

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .reading-hot': { bgcolor: 'rgba(244, 67, 54, 0.12)', color: 'error.main', fontWeight: 600 },
        '& .reading-cold': { bgcolor: 'rgba(33, 150, 243, 0.12)', color: 'info.main', fontWeight: 600 },
        '& .low-battery': { color: 'warning.main', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Grid-level: one function for every cell, across columns.
        getCellClassName={(params: GridCellParams<Reading>) =>
          params.field !== 'sensor' && params.row.battery < 0.15 ? 'low-battery' : ''
        }
      />
    </Box>
  );
}
