import * as React from 'react';
import Typography from '@mui/material/Typography';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { BarChart } from '@mui/x-charts/BarChart';
import { useSeries } from '@mui/x-charts/hooks';

// A Community chart has no default toolbar; this one shows a summary computed from the chart's series.
function SummaryToolbar() {
  const series = useSeries();
  const bars = series.bar;
  const total = bars
    ? bars.seriesOrder.reduce<number>(
        (sum, id) => sum + bars.series[id].data.reduce<number>((acc, value) => acc + (value ?? 0), 0),
        0,
      )
    : 0;
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ px: 1 }}>
        Total: {total.toLocaleString('en-GB')} meals
      </Typography>
    </Toolbar>
  );
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Meals served in a school canteen.
export default function CommunityToolbar() {
  return (
    <BarChart
      height={300}
      showToolbar
      slots={{ toolbar: SummaryToolbar }}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[
        { label: 'Lunch', data: [412, 398, 420, 405, 380], stack: 'meals' },
        { label: 'Snack', data: [120, 135, 118, 140, 160], stack: 'meals' },
      ]}
    />
  );
}
