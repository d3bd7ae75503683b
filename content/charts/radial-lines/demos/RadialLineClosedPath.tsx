import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Average visits per weekday to a city library; Sunday leads back to Monday.
const visits = [820, 760, 790, 840, 700, 1150, 430];

export default function RadialLineClosedPath() {
  const [closePath, setClosePath] = React.useState(true);
  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={closePath} onChange={(event) => setClosePath(event.target.checked)} />}
        label="closePath"
      />
      <RadialLineChart
        height={320}
        rotationAxis={[{ scaleType: 'point', data: days }]}
        radiusAxis={[{ min: 0 }]}
        series={[{ data: visits, label: 'Visits', showMark: true, closePath }]}
        grid={{ radius: true, rotation: true }}
        hideLegend
      />
    </Stack>
  );
}
