import * as React from 'react';
import { CandlestickChart } from '@mui/x-charts-premium/CandlestickChart';
import type { OHLCValueType } from '@mui/x-charts-premium/models';

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

// A year of trading days: too many candles to read at once.
const random = createRandom(42);
const dates = tradingDays(new Date(2024, 0, 2), 250);
let previousClose = 210;
const prices: OHLCValueType[] = dates.map((_, index) => {
  const trend = Math.sin(index / 40) * 0.006;
  const open = previousClose + (random() - 0.5) * 3;
  const close = open * (1 + trend + (random() - 0.5) * 0.04);
  const high = Math.max(open, close) * (1 + random() * 0.015);
  const low = Math.min(open, close) * (1 - random() * 0.015);
  previousClose = close;
  return [round(open), round(high), round(low), round(close)];
});

const shortDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export default function CandlestickZoom() {
  return (
    <CandlestickChart
      height={360}
      xAxis={[
        {
          id: 'days',
          data: dates,
          valueFormatter: shortDate,
          zoom: {
            // Never show fewer than 5% of the candles (about two weeks).
            minSpan: 5,
            // Fit the y-axis to the candles in view.
            filterMode: 'discard',
            slider: { enabled: true, preview: true },
          },
        },
      ]}
      // Start on the last quarter of the year.
      initialZoom={[{ axisId: 'days', start: 75, end: 100 }]}
      series={[{ data: prices, label: 'Fabrikam' }]}
      // Zoom in, zoom out and export buttons above the chart.
      showToolbar
    />
  );
}
