import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];
// A central bank's policy rate (%): it holds until the next decision, so it is drawn as steps.
const rate = [4.5, 4.5, 4.25, 4.25, 4.0, 3.75, 3.75];

export default function LineStrictStep() {
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);
  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={strictStepCurve} onChange={(event) => setStrictStepCurve(event.target.checked)} />
        }
        label="strictStepCurve"
      />
      <LineChart
        height={280}
        xAxis={[{ data: months, scaleType: 'band' }]}
        yAxis={[{ min: 3.5, max: 4.75 }]}
        series={[
          {
            label: 'Policy rate (%)',
            data: rate,
            curve: 'step',
            strictStepCurve,
            area: true,
            showMark: false,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
