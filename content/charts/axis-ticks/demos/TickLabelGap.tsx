import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LineChart } from '@mui/x-charts/LineChart';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Three years of monthly subscribers (thousands), one point per month.
const months = Array.from(
  { length: 36 },
  (_, index) => `${monthNames[index % 12]} ${2023 + Math.floor(index / 12)}`,
);
const subscribers = months.map(
  (_, index) => Math.round((12 + index * 0.9 + 2 * Math.sin(index / 2)) * 10) / 10,
);

export default function TickLabelGap() {
  const [minGap, setMinGap] = React.useState(4);
  const [showAll, setShowAll] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="tick-label-gap" variant="body2" sx={{ minWidth: 150 }}>
          tickLabelMinGap: {minGap} px
        </Typography>
        <Slider
          aria-labelledby="tick-label-gap"
          value={minGap}
          min={0}
          max={80}
          disabled={showAll}
          onChange={(_, value) => setMinGap(value as number)}
          sx={{ flex: 1, minWidth: 140, maxWidth: 260 }}
        />
      </Stack>
      <FormControlLabel
        control={<Switch checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
        label="tickLabelInterval: () => true"
      />
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            tickLabelMinGap: minGap,
            // A function replaces the overlap check: every label is drawn, even on top of each other.
            tickLabelInterval: showAll ? () => true : 'auto',
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ label: 'Subscribers (k)', data: subscribers, showMark: false }]}
        hideLegend
      />
    </Stack>
  );
}
