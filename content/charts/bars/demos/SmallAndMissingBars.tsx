import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const sites = ['Lyon', 'Nantes', 'Lille', 'Nice', 'Rennes', 'Dijon'];
// Dijon has not reported yet (null); Nice reported a tiny number of defects.
const defects = [420, 385, 512, 3, 447, null];

export default function SmallAndMissingBars() {
  const [useMinSize, setUseMinSize] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={useMinSize} onChange={(event) => setUseMinSize(event.target.checked)} />}
        label="minBarSize: 4"
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: sites }]}
        series={[
          {
            label: 'Defects',
            data: defects,
            minBarSize: useMinSize ? 4 : undefined,
            valueFormatter: (v) => (v === null ? 'not reported' : `${v}`),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
