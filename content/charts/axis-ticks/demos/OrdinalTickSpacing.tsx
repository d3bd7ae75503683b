import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Ninety days of parcel deliveries, one bar per day on a band axis.
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr'];
const days = Array.from({ length: 90 }, (_, index) => {
  const date = new Date(2025, 0, 1 + index);
  return `${monthNames[date.getMonth()]} ${date.getDate()}`;
});
const parcels = days.map((_, index) => Math.round(300 + 90 * Math.sin(index / 6) + ((index * 37) % 60)));

export default function OrdinalTickSpacing() {
  const [tickSpacing, setTickSpacing] = React.useState(0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="ordinal-tick-spacing" variant="body2" sx={{ minWidth: 130 }}>
          tickSpacing: {tickSpacing} px
        </Typography>
        <Slider
          aria-labelledby="ordinal-tick-spacing"
          value={tickSpacing}
          min={0}
          max={120}
          step={10}
          onChange={(_, value) => setTickSpacing(value as number)}
          sx={{ flex: 1, maxWidth: 280 }}
        />
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: days, tickSpacing }]}
        yAxis={[{ width: 40 }]}
        series={[{ label: 'Parcels', data: parcels }]}
        grid={{ vertical: true }}
        hideLegend
      />
    </Stack>
  );
}
