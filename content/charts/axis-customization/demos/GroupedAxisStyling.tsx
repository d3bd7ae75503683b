import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// Twelve months of 2025 and the number of new customers each month.
const months = Array.from({ length: 12 }, (_, index) => new Date(2025, index, 1));
const newCustomers = [120, 134, 151, 149, 166, 172, 158, 149, 181, 197, 214, 236];

const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short' });
const fullMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export default function GroupedAxisStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          valueFormatter: (date: Date) => fullMonth.format(date),
          groups: [
            // Row 0: the month under each bar. Initials would not do: June and July,
            // both "J" and side by side, would merge into one label.
            { getValue: (date: Date) => monthShort.format(date), tickLabelStyle: { fontSize: 11 } },
            // Row 1: the quarter, one label per three bars, with longer ticks and bold text.
            {
              getValue: (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}`,
              tickSize: 24,
              tickLabelStyle: { fontWeight: 700 },
            },
          ],
          height: 50,
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ label: 'New customers', data: newCustomers, color: '#0277bd' }]}
      hideLegend
      sx={(theme) => ({
        // Each tick group carries data-group-index: 0 for the first row, 1 for the second.
        [`& [data-group-index="0"] .${axisClasses.tickLabel}`]: {
          fill: (theme.vars || theme).palette.text.secondary,
        },
        [`& [data-group-index="0"] .${axisClasses.tick}`]: {
          stroke: (theme.vars || theme).palette.divider,
        },
        [`& [data-group-index="1"] .${axisClasses.tickLabel}`]: { fill: '#0277bd' },
        [`& [data-group-index="1"] .${axisClasses.tick}`]: { stroke: '#0277bd' },
      })}
    />
  );
}
