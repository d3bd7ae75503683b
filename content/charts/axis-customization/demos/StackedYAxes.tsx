import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const hours = Array.from({ length: 25 }, (_, index) => index);
// One day at a mountain weather station: air temperature (°C) and pressure (hPa).
const temperature = hours.map(
  (hour) => Math.round((4 + 6 * Math.sin(((hour - 9) * Math.PI) / 12)) * 10) / 10,
);
const pressure = hours.map((hour) => Math.round(842 - hour * 0.6 + 1.5 * Math.cos(hour / 3)));

const temperatureColor = '#e65100';
const pressureColor = '#00796b';

export default function StackedYAxes() {
  const [axesGap, setAxesGap] = React.useState(0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="stacked-axes-gap" variant="body2" sx={{ minWidth: 100 }}>
          axesGap: {axesGap} px
        </Typography>
        <Slider
          aria-labelledby="stacked-axes-gap"
          value={axesGap}
          min={0}
          max={40}
          step={4}
          onChange={(_, value) => setAxesGap(value as number)}
          sx={{ flex: 1, maxWidth: 260 }}
        />
      </Stack>
      <LineChart
        height={300}
        axesGap={axesGap}
        xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (hour: number) => `${hour}h` }]}
        yAxis={[
          // The first axis in the list sits next to the drawing area.
          { id: 'temperature', position: 'left', width: 40, valueFormatter: (value: number) => `${value}°` },
          { id: 'pressure', position: 'left', width: 45, min: 820, max: 850 },
        ]}
        series={[
          {
            label: 'Temperature (°C)',
            data: temperature,
            yAxisId: 'temperature',
            color: temperatureColor,
            showMark: false,
          },
          {
            label: 'Pressure (hPa)',
            data: pressure,
            yAxisId: 'pressure',
            color: pressureColor,
            showMark: false,
          },
        ]}
        sx={{
          [`& [data-axis-id="temperature"] .${axisClasses.tickLabel}`]: { fill: temperatureColor },
          [`& [data-axis-id="temperature"] .${axisClasses.line}`]: { stroke: temperatureColor },
          [`& [data-axis-id="pressure"] .${axisClasses.tickLabel}`]: { fill: pressureColor },
          [`& [data-axis-id="pressure"] .${axisClasses.line}`]: { stroke: pressureColor },
        }}
      />
    </Stack>
  );
}
