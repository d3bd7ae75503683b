import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Daily takings of a café over one week.
const days = Array.from({ length: 7 }, (_, index) => new Date(2025, 2, 3 + index));
const takings = [1840, 2120, 1975, 2430, 3310, 4280, 3650];

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const dayMonth = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' });
const fullDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long' });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const fullMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function TickLabelFormatting() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // Two lines on the axis, one long line in the tooltip header.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? `${weekday.format(date)}\n${dayMonth.format(date)}`
              : fullDate.format(date),
          // Room for two lines of labels below the ticks.
          height: 45,
        },
      ]}
      yAxis={[
        {
          valueFormatter: (value: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? compactMoney.format(value) : fullMoney.format(value),
          width: 50,
        },
      ]}
      series={[{ label: 'Takings', data: takings, valueFormatter: (value) => fullMoney.format(value ?? 0) }]}
      hideLegend
    />
  );
}
