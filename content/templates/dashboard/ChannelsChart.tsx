'use client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { CHANNELS, CHANNEL_REVENUE } from './data';

const dollars = (value: number | null) => (value == null ? '' : `$${(value / 1000).toFixed(1)}k`);

/** Revenue per channel, this month against last. */
export default function ChannelsChart() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          Revenue by channel
        </Typography>
        <Typography variant="body2" color="text.secondary">
          October compared with September
        </Typography>
        <BarChart
          height={280}
          margin={{ left: 0, right: 12 }}
          xAxis={[{ scaleType: 'band', data: CHANNELS }]}
          yAxis={[{ valueFormatter: dollars, width: 48 }]}
          series={[
            {
              id: 'this',
              label: 'October',
              data: CHANNEL_REVENUE.thisMonth,
              valueFormatter: dollars,
              color: '#3d5afe',
            },
            {
              id: 'last',
              label: 'September',
              data: CHANNEL_REVENUE.lastMonth,
              valueFormatter: dollars,
              color: '#9fa8da',
            },
          ]}
          borderRadius={4}
        />
      </CardContent>
    </Card>
  );
}
