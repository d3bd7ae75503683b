import * as React from 'react';
import { CandlestickChart } from '@mui/x-charts-premium/CandlestickChart';
import type { OHLCValueType } from '@mui/x-charts-premium/models';

// A seeded generator, so the server and the browser draw the same candles.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// Weekdays from `start`, as local dates.
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

const random = createRandom(11);
const dates = tradingDays(new Date(2025, 0, 2), 60);
let previousClose = 142;
// One [open, high, low, close] entry per trading day of a fictional share.
const prices: OHLCValueType[] = dates.map(() => {
  const open = previousClose + (random() - 0.5) * 2;
  const close = open * (1 + (random() - 0.48) * 0.05);
  const high = Math.max(open, close) * (1 + random() * 0.015);
  const low = Math.min(open, close) * (1 - random() * 0.015);
  previousClose = close;
  return [round(open), round(high), round(low), round(close)];
});

export default function BasicCandlestick() {
  return (
    <CandlestickChart height={320} xAxis={[{ data: dates }]} series={[{ data: prices, label: 'ACME' }]} />
  );
}
