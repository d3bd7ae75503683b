import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CandlestickChart, type OHLCSeries } from '@mui/x-charts-premium/CandlestickChart';
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

const random = createRandom(5);
const dates = tradingDays(new Date(2025, 5, 2), 45);
let previousClose = 88;
const prices: OHLCValueType[] = dates.map(() => {
  // Opens sometimes jump away from the previous close: a gap.
  const gap = random() < 0.2 ? (random() - 0.5) * 6 : (random() - 0.5) * 0.6;
  const open = previousClose + gap;
  const close = open * (1 + (random() - 0.5) * 0.04);
  const high = Math.max(open, close) * (1 + random() * 0.012);
  const low = Math.min(open, close) * (1 - random() * 0.012);
  previousClose = close;
  return [round(open), round(high), round(low), round(close)];
});

type Scheme = 'default' | 'blue-orange' | 'gaps';

const schemes: Record<Scheme, Partial<OHLCSeries>> = {
  default: {},
  // Blue and orange stay apart for readers who confuse red and green.
  'blue-orange': {
    upColor: (mode) => (mode === 'dark' ? '#64b5f6' : '#1565c0'),
    downColor: (mode) => (mode === 'dark' ? '#ffb74d' : '#e65100'),
  },
  // `colorGetter` wins over upColor and downColor: colour the days that opened with a gap.
  gaps: {
    colorGetter: ({ dataIndex }) => {
      if (dataIndex === 0) {
        return '#9e9e9e';
      }
      const gap = prices[dataIndex][0] - prices[dataIndex - 1][3];
      if (gap > 1) {
        return '#7b1fa2';
      }
      return gap < -1 ? '#f57c00' : '#9e9e9e';
    },
  },
};

export default function CandlestickColors() {
  const [scheme, setScheme] = React.useState<Scheme>('blue-orange');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scheme}
        onChange={(_, value: Scheme | null) => value && setScheme(value)}
        aria-label="Colour scheme"
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="blue-orange">Blue / orange</ToggleButton>
        <ToggleButton value="gaps">Gaps</ToggleButton>
      </ToggleButtonGroup>
      <CandlestickChart
        height={300}
        xAxis={[{ data: dates }]}
        series={[{ data: prices, label: 'Contoso Foods', ...schemes[scheme] }]}
      />
    </Stack>
  );
}
