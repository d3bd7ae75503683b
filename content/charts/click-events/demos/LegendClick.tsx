import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

const years = [2020, 2021, 2022, 2023, 2024, 2025];
// Clicking a legend entry reports which series it belongs to.
export default function LegendClick() {
  const [message, setMessage] = React.useState('Click a legend entry');
  return (
    <Stack spacing={1}>
      <LineChart
        height={280}
        xAxis={[{ data: years, scaleType: 'point' }]}
        series={[
          { id: 'coffee', label: 'Coffee (kg)', data: [210, 230, 250, 245, 270, 290] },
          { id: 'tea', label: 'Tea (kg)', data: [80, 85, 95, 110, 120, 135] },
        ]}
        slotProps={{
          legend: {
            onItemClick: (_: React.MouseEvent, context: SeriesLegendItemContext, index: number) => setMessage(`Legend item ${index}: series "${context.seriesId}"`),
          },
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
