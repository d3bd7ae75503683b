'use client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { DAYS, SESSIONS } from './data';

const dayLabel = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Daily sessions by source, stacked. */
export default function SessionsChart() {
  const total = Object.values(SESSIONS)
    .flat()
    .reduce((sum, value) => sum + value, 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          Sessions
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {total.toLocaleString('en-US')} sessions in October, by source
        </Typography>
        <LineChart
          height={280}
          margin={{ left: 0, right: 12 }}
          xAxis={[
            { scaleType: 'point', data: DAYS, valueFormatter: dayLabel, tickInterval: (_, i) => i % 5 === 0 },
          ]}
          yAxis={[{ width: 48 }]}
          series={[
            {
              id: 'search',
              label: 'Search',
              data: SESSIONS.search,
              area: true,
              stack: 'all',
              showMark: false,
              color: '#3d5afe',
            },
            {
              id: 'direct',
              label: 'Direct',
              data: SESSIONS.direct,
              area: true,
              stack: 'all',
              showMark: false,
              color: '#26a69a',
            },
            {
              id: 'referral',
              label: 'Referral',
              data: SESSIONS.referral,
              area: true,
              stack: 'all',
              showMark: false,
              color: '#ffa726',
            },
          ]}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.3 } }}
        />
      </CardContent>
    </Card>
  );
}
