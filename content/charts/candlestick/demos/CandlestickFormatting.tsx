import * as React from 'react';
import { CandlestickChart } from '@mui/x-charts-premium/CandlestickChart';
import type { OHLCValueType } from '@mui/x-charts-premium/models';
import { tickFrequencies } from '@mui/x-charts/utils';

function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function tradingDays(start: Date, count: number) {
  const days: Date[] = [];
  const day = new Date(start);
  while (days.length < count) {
    if (day.getDay() !== 0 && day.getDay() !== 6) {
      days.push(new Date(day));
    }
    day.setDate(day.getDate() + 1);
  }
  return days;
}

const round = (value: number) => Math.round(value * 100) / 100;

const random = createRandom(23);
const dates = tradingDays(new Date(2025, 2, 3), 90);
let previousClose = 61;
const prices: OHLCValueType[] = dates.map(() => {
  const open = previousClose + (random() - 0.5);
  const close = open * (1 + (random() - 0.47) * 0.04);
  const high = Math.max(open, close) * (1 + random() * 0.012);
  const low = Math.min(open, close) * (1 - random() * 0.012);
  previousClose = close;
  return [round(open), round(high), round(low), round(close)];
});

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

export default function CandlestickFormatting() {
  return (
    <CandlestickChart
      height={320}
      xAxis={[
        {
          data: dates,
          // Formats the date in the tooltip. The tick labels come from `ordinalTimeTicks`.
          valueFormatter: (date: Date) => fullDate.format(date),
          ordinalTimeTicks: [{ ...tickFrequencies.months, format: monthAndYear.format }, 'weeks'],
        },
      ]}
      yAxis={[
        {
          position: 'right',
          width: 56,
          valueFormatter: (value: number) => money.format(value).replace('.00', ''),
        },
      ]}
      series={[
        {
          data: prices,
          label: 'Northwind Energy',
          valueFormatter: (value, { dataIndex, field }) => {
            if (value === null) {
              return null;
            }
            if (field !== 'close') {
              return money.format(value);
            }
            // The close also shows the move since the open of the same day.
            const change = (value / prices[dataIndex][0] - 1) * 100;
            return `${money.format(value)} (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`;
          },
        },
      ]}
    />
  );
}
