'use client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface KpiCardProps {
  label: string;
  value: string;
  /** Change against last month, in percent. */
  change: number;
  trend: number[];
  /** Whether a fall is the good direction (open tickets). */
  lowerIsBetter?: boolean;
}

/** One figure with its change and a 30-day sparkline. */
export default function KpiCard({ label, value, change, trend, lowerIsBetter = false }: KpiCardProps) {
  const good = lowerIsBetter ? change <= 0 : change >= 0;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="h4" component="p">
            {value}
          </Typography>
          <Chip
            size="small"
            color={good ? 'success' : 'error'}
            variant="outlined"
            label={`${change > 0 ? '+' : ''}${change.toFixed(1)}%`}
          />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Last 30 days
        </Typography>
        <SparkLineChart
          data={trend}
          height={56}
          area
          curve="natural"
          color={good ? '#2e9d6a' : '#e5484d'}
          sx={{ mt: 1, [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
        />
      </CardContent>
    </Card>
  );
}
