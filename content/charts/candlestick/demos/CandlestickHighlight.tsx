import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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

const random = createRandom(3);
const dates = tradingDays(new Date(2025, 8, 1), 40);
let previousClose = 35;
const prices: OHLCValueType[] = dates.map(() => {
  const open = previousClose + (random() - 0.5) * 0.6;
  const close = open * (1 + (random() - 0.5) * 0.07);
  const high = Math.max(open, close) * (1 + random() * 0.015);
  const low = Math.min(open, close) * (1 - random() * 0.015);
  previousClose = close;
  return [round(open), round(high), round(low), round(close)];
});

// The day with the largest rise and the one with the largest fall, open to close.
const moves = prices.map(([open, , , close]) => close / open - 1);
const bestDay = moves.indexOf(Math.max(...moves));
const worstDay = moves.indexOf(Math.min(...moves));

export default function CandlestickHighlight() {
  const [dataIndex, setDataIndex] = React.useState<number | null>(bestDay);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setDataIndex(bestDay)}>
          Best day
        </Button>
        <Button size="small" variant="outlined" onClick={() => setDataIndex(worstDay)}>
          Worst day
        </Button>
        <Button size="small" onClick={() => setDataIndex(null)}>
          Clear
        </Button>
      </Stack>
      <CandlestickChart
        height={300}
        xAxis={[{ data: dates }]}
        series={[
          {
            id: 'tailspin',
            data: prices,
            label: 'Tailspin Toys',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        highlightedItem={dataIndex === null ? null : { type: 'ohlc', seriesId: 'tailspin', dataIndex }}
      />
    </Stack>
  );
}
