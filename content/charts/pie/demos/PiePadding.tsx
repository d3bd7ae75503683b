import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Time spent per activity on a work day (hours); sliders change the padding and corners.
const data = [
  { id: 0, label: 'Meetings', value: 2.5 },
  { id: 1, label: 'Coding', value: 4 },
  { id: 2, label: 'Reviews', value: 1 },
  { id: 3, label: 'E-mail', value: 0.5 },
];

export default function PiePadding() {
  const [paddingAngle, setPaddingAngle] = React.useState(3);
  const [cornerRadius, setCornerRadius] = React.useState(6);
  return (
    <Box>
      <Typography id="pie-padding-label" variant="body2">
        paddingAngle: {paddingAngle}°
      </Typography>
      <Slider
        aria-labelledby="pie-padding-label"
        value={paddingAngle}
        min={0}
        max={10}
        onChange={(_, value) => setPaddingAngle(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <Typography id="pie-corner-label" variant="body2">
        cornerRadius: {cornerRadius}px
      </Typography>
      <Slider
        aria-labelledby="pie-corner-label"
        value={cornerRadius}
        min={0}
        max={20}
        onChange={(_, value) => setCornerRadius(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <PieChart height={260} series={[{ data, innerRadius: 50, paddingAngle, cornerRadius }]} />
    </Box>
  );
}
