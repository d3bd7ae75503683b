import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'];
// River level (cm); the sensor was offline on Thursday and over the weekend.
const level = [182, 188, 195, null, 214, null, null, 230, 226, 219];

export default function LineConnectNulls() {
  const [connectNulls, setConnectNulls] = React.useState(false);
  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />
        }
        label="connectNulls"
      />
      <LineChart
        height={280}
        xAxis={[{ data: days.map((day, index) => `${day} ${index + 3}`), scaleType: 'point' }]}
        // Marks keep Friday's reading visible: it has no neighbour to draw a line to.
        series={[{ label: 'River level (cm)', data: level, connectNulls, area: true, showMark: true }]}
        hideLegend
      />
    </Stack>
  );
}
