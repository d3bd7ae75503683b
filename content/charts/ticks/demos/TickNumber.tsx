import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const x = Array.from({ length: 50 }, (_, index) => index * 2);
// A generated decay curve: remaining activity (%) of a sample over 100 hours.
const activity = x.map((hour) => Math.round(100 * Math.exp(-hour / 35) * 10) / 10);

export default function TickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);
  return (
    <Box>
      <Typography id="tick-number-label" variant="body2">
        tickNumber: {tickNumber}
      </Typography>
      <Slider
        aria-labelledby="tick-number-label"
        value={tickNumber}
        min={2}
        max={20}
        onChange={(_, value) => setTickNumber(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={280}
        xAxis={[{ data: x, tickNumber, label: 'Hours' }]}
        yAxis={[{ tickNumber }]}
        series={[{ label: 'Activity (%)', data: activity, showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
