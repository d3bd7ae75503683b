import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const DEPOTS = ['Leeds', 'Lyon', 'Lodz'];
const VEHICLES = ['Van', 'Truck', 'E-bike'];

const rows = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  depot: DEPOTS[index % 3],
  vehicle: VEHICLES[(index * 2) % 3],
  deliveries: 5 + ((index * 7) % 30),
  km: 20 + ((index * 37) % 260),
}));

const columns: GridColDef[] = [
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'vehicle', headerName: 'Vehicle', width: 110 },
  { field: 'deliveries', headerName: 'Deliveries', type: 'number', width: 120 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 130 },
];

// Called for every generated value column: the value field and the path of column-group values.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => ({
  headerName: field === 'km' ? 'km' : 'Drops',
  width: field === 'km' ? 90 : 80,
  description: `${columnGroupPath.join(' / ')}: ${field}`,
  headerAlign: 'center',
});

export default function PivotingColDefCallback() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'depot' }],
              columns: [{ field: 'vehicle' }],
              values: [
                { field: 'deliveries', aggFunc: 'sum' },
                { field: 'km', aggFunc: 'sum' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
