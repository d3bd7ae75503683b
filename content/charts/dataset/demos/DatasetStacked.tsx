import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// A table of tickets per weekday and channel; stacking works the same with dataKey.
const tickets = [
  { day: 'Mon', email: 42, chat: 61, phone: 18 },
  { day: 'Tue', email: 38, chat: 55, phone: 22 },
  { day: 'Wed', email: 45, chat: 70, phone: 15 },
  { day: 'Thu', email: 40, chat: 66, phone: 19 },
  { day: 'Fri', email: 33, chat: 48, phone: 25 },
];
const channels = [
  { key: 'email', label: 'E-mail' },
  { key: 'chat', label: 'Chat' },
  { key: 'phone', label: 'Phone' },
];

export default function DatasetStacked() {
  return (
    <BarChart
      height={320}
      dataset={tickets}
      xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
      series={channels.map((channel) => ({ dataKey: channel.key, label: channel.label, stack: 'tickets' }))}
    />
  );
}
