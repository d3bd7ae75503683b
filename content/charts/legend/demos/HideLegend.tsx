import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function HideLegend() {
  const [hidden, setHidden] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="hideLegend"
      />
      <BarChart
        height={280}
        hideLegend={hidden}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'Net profit (k€)' }]}
        series={[{ label: 'Net profit', data: [128, 146, 139, 171] }]}
      />
    </Stack>
  );
}
