import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';

type XPosition = 'bottom' | 'top' | 'none';
type YPosition = 'left' | 'right' | 'none';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Mean monthly sea temperature (°C) at a coastal station.
const seaTemperature = [13.1, 12.6, 13.0, 14.4, 16.8, 19.9, 22.6, 23.4, 21.7, 19.0, 16.2, 14.1];

export default function AxisPositionPicker() {
  const [xPosition, setXPosition] = React.useState<XPosition>('bottom');
  const [yPosition, setYPosition] = React.useState<YPosition>('left');

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="x-axis position"
          value={xPosition}
          onChange={(event) => setXPosition(event.target.value as XPosition)}
          sx={{ minWidth: 140 }}
        >
          {(['bottom', 'top', 'none'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y-axis position"
          value={yPosition}
          onChange={(event) => setYPosition(event.target.value as YPosition)}
          sx={{ minWidth: 140 }}
        >
          {(['left', 'right', 'none'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months, position: xPosition, label: 'Month' }]}
        yAxis={[{ position: yPosition, label: 'Temperature (°C)', min: 10 }]}
        series={[{ label: 'Sea temperature', data: seaTemperature }]}
        hideLegend
      />
    </Stack>
  );
}
