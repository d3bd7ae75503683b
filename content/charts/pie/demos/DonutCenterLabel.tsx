import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const storage = [
  { id: 'photos', label: 'Photos', value: 48 },
  { id: 'videos', label: 'Videos', value: 71 },
  { id: 'documents', label: 'Documents', value: 12 },
  { id: 'apps', label: 'Apps', value: 33 },
];
const used = storage.reduce((sum, item) => sum + item.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

/** Text in the middle of the drawing area, which is the centre of the pie by default. */
function CenterLabel() {
  const { left, top, width, height } = useDrawingArea();
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (
    <g>
      <CenterText x={cx} y={cy - 10} sx={{ fontSize: 24, fontWeight: 600 }}>
        {used} GB
      </CenterText>
      <CenterText x={cx} y={cy + 14} sx={{ fontSize: 12, fill: 'text.secondary' }}>
        of 256 GB used
      </CenterText>
    </g>
  );
}

export default function DonutCenterLabel() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: storage,
          innerRadius: 75,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
    >
      <CenterLabel />
    </PieChart>
  );
}
