import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, GridColDef, PivotPanelTrigger, Toolbar } from '@mui/x-data-grid-premium';

interface Donation {
  id: number;
  campaign: string;
  channel: string;
  month: string;
  amount: number;
}

const campaigns = ['Clean rivers', 'School meals', 'Tree planting'];
const channels = ['Online', 'Event', 'Mail'];
const months = ['Jan', 'Feb', 'Mar', 'Apr'];
const rows: Donation[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  campaign: campaigns[index % campaigns.length],
  channel: channels[Math.floor(index / 3) % channels.length],
  month: months[Math.floor(index / 15)],
  amount: 20 + ((index * 137) % 480),
}));

const columns: GridColDef<Donation>[] = [
  { field: 'campaign', headerName: 'Campaign', flex: 1 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger render={<Button size="small" startIcon={<PivotTableChartIcon />} />}>
        Pivot
      </PivotPanelTrigger>
    </Toolbar>
  );
}

export default function PivotButtonTrigger() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: PivotToolbar }} showToolbar />
    </Box>
  );
}
