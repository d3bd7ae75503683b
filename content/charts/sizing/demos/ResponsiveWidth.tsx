import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Without a width, the chart follows its container: drag the slider to resize the box.
export default function ResponsiveWidth() {
  const [width, setWidth] = React.useState(100);
  return (
    <Box>
      <Typography id="container-width" variant="body2">
        Container width: {width} %
      </Typography>
      <Slider aria-labelledby="container-width" value={width} min={30} max={100} onChange={(_, value) => setWidth(value as number)} sx={{ maxWidth: 300 }} />
      <Box sx={{ width: `${width}%`, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
          series={[{ label: 'New accounts', data: [320, 410, 380, 460, 520, 610] }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
