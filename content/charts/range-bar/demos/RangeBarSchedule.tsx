import * as React from 'react';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type { RangeBarValueType } from '@mui/x-charts-premium/models';

// A website relaunch: each task runs from a start day to an end day, counted from the kick-off.
const tasks: { name: string; team: string; days: RangeBarValueType }[] = [
  { name: 'Research', team: 'Product', days: [0, 10] },
  { name: 'Wireframes', team: 'Design', days: [7, 18] },
  { name: 'Visual design', team: 'Design', days: [15, 30] },
  { name: 'Front end', team: 'Engineering', days: [24, 48] },
  { name: 'Back end', team: 'Engineering', days: [20, 44] },
  { name: 'Content', team: 'Marketing', days: [28, 46] },
  { name: 'Testing', team: 'Engineering', days: [44, 54] },
  { name: 'Launch', team: 'Marketing', days: [54, 56] },
];

const kickOff = new Date(2025, 2, 3);
const toDate = (day: number) => {
  const date = new Date(kickOff);
  date.setDate(date.getDate() + day);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
};

const teamColors: Record<string, string> = {
  Product: '#8e24aa',
  Design: '#f4511e',
  Engineering: '#1e88e5',
  Marketing: '#43a047',
};

export default function RangeBarSchedule() {
  return (
    <BarChartPremium
      height={340}
      // Horizontal layout: the band axis is the y-axis, the values run along the x-axis.
      yAxis={[
        {
          scaleType: 'band',
          data: tasks.map((task) => task.name),
          width: 96,
          // One colour per team, looked up from the task name.
          colorMap: {
            type: 'ordinal',
            values: tasks.map((task) => task.name),
            colors: tasks.map((task) => teamColors[task.team]),
          },
        },
      ]}
      xAxis={[{ min: 0, max: 56, tickInterval: [0, 14, 28, 42, 56], valueFormatter: toDate }]}
      series={[
        {
          type: 'rangeBar',
          layout: 'horizontal',
          label: 'Task',
          data: tasks.map((task) => task.days),
          valueFormatter: (value, { dataIndex }) =>
            value ? `${toDate(value[0])} – ${toDate(value[1])} (${tasks[dataIndex].team})` : '',
        },
      ]}
      grid={{ vertical: true }}
      borderRadius={4}
      hideLegend
    />
  );
}
