import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];

// Units sold by region in two years; the sliders set the two gap ratios of the band axis.
export default function BarGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Stack sx={{ flex: 1 }}>
          <Typography id="bar-category-gap" variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-category-gap"
            value={categoryGapRatio}
            min={0}
            max={0.8}
            step={0.05}
            onChange={(_, value) => setCategoryGapRatio(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="bar-bar-gap" variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-bar-gap"
            value={barGapRatio}
            min={0}
            max={1}
            step={0.05}
            onChange={(_, value) => setBarGapRatio(value as number)}
          />
        </Stack>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ data: regions, scaleType: 'band', categoryGapRatio, barGapRatio }]}
        series={[
          { label: '2024', data: [3400, 2900, 4100, 3700] },
          { label: '2025', data: [3900, 3100, 4600, 3500] },
        ]}
      />
    </Stack>
  );
}
