import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const COUNTRIES = ['Chile', 'Kenya', 'Norway'];
const YEARS = [2023, 2024, 2025];
const SEASONS = ['Summer', 'Winter'];

const rows = Array.from({ length: 72 }, (_, index) => ({
  id: index + 1,
  country: COUNTRIES[index % 3],
  year: String(YEARS[Math.floor(index / 3) % 3]),
  season: SEASONS[Math.floor(index / 9) % 2],
  visitors: 800 + ((index * 311) % 4200),
  nights: 2 + ((index * 5) % 9),
}));

const columns: GridColDef[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'season', headerName: 'Season', width: 100 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

export default function PivotNestedColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'country' }],
              // Two column fields: years on top, seasons below, newest year first.
              columns: [{ field: 'year', sort: 'desc' }, { field: 'season' }],
              values: [
                { field: 'visitors', aggFunc: 'sum' },
                // Kept in the model but not displayed: one click in the panel shows it.
                { field: 'nights', aggFunc: 'avg', hidden: true },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
