import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 600,
}));

// A label in the centre of a donut, placed with the drawing area of the chart.
function DonutCenterLabel({ children }: { children: React.ReactNode }) {
  const { width, height, left, top } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

// Tasks of a sprint by status; the total sits in the hole of the donut.
const tasks = [
  { id: 'done', label: 'Done', value: 23 },
  { id: 'review', label: 'In review', value: 6 },
  { id: 'todo', label: 'To do', value: 9 },
];

export default function TextAsComponent() {
  return (
    <PieChart height={280} series={[{ data: tasks, innerRadius: 70, paddingAngle: 2 }]}>
      <DonutCenterLabel>{tasks.reduce((sum, task) => sum + task.value, 0)} tasks</DonutCenterLabel>
    </PieChart>
  );
}
