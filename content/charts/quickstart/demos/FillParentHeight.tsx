import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function FillParentHeight() {
  return (
    // The card has a fixed height; the chart takes what the title leaves.
    <Paper
      variant="outlined"
      sx={{ height: 280, p: 2, display: 'flex', flexDirection: 'column', width: '100%' }}
    >
      <Typography variant="subtitle2">Support tickets this week</Typography>
      <div style={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[{ label: 'Tickets', data: [34, 41, 29, 38, 22] }]}
          hideLegend
        />
      </div>
    </Paper>
  );
}
