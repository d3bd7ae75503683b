import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// UTC dates and formatters with an explicit locale and time zone
// give the same text on the server and in every reader's browser.
const days = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2025, 2, 24 + i)));
const orders = [132, 141, 128, 155, 170, 96, 88, 149, 160, 158];

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat('en-GB');

export default function StableFormatting() {
  return (
    <LineChart
      height={280}
      xAxis={[{ data: days, scaleType: 'utc', valueFormatter: (d: Date) => dayFormat.format(d) }]}
      series={[
        {
          label: 'Orders',
          data: orders,
          valueFormatter: (v) => (v === null ? '' : countFormat.format(v)),
        },
      ]}
      hideLegend
    />
  );
}
