import * as React from 'react';
import { alpha, useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useId from '@mui/utils/useId';
import { ChartsDataProviderPremium } from '@mui/x-charts-premium/ChartsDataProviderPremium';
import { ChartsWrapper } from '@mui/x-charts-premium/ChartsWrapper';
import { ChartsLayerContainer } from '@mui/x-charts-premium/ChartsLayerContainer';
import { ChartsSvgLayer } from '@mui/x-charts-premium/ChartsSvgLayer';
import { ChartsWebGLLayer } from '@mui/x-charts-premium/ChartsWebGLLayer';
import { CandlestickPlot } from '@mui/x-charts-premium/CandlestickChart';
import { BarPlot } from '@mui/x-charts-premium/BarChart';
import { LinePlot } from '@mui/x-charts-premium/LineChart';
import { ChartsGrid } from '@mui/x-charts-premium/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts-premium/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-premium/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts-premium/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts-premium/ChartsClipPath';
import { useAxesTooltip, type SeriesItem } from '@mui/x-charts-premium/ChartsTooltip';
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

const random = createRandom(17);
const dates = tradingDays(new Date(2025, 3, 1), 80);
let previousClose = 120;
const prices: OHLCValueType[] = [];
const volumes: number[] = [];
dates.forEach(() => {
  const open = previousClose + (random() - 0.5);
  const move = (random() - 0.48) * 0.05;
  const close = open * (1 + move);
  const high = Math.max(open, close) * (1 + random() * 0.012);
  const low = Math.min(open, close) * (1 - random() * 0.012);
  previousClose = close;
  prices.push([round(open), round(high), round(low), round(close)]);
  // Busier days move more.
  volumes.push(Math.round((1.5 + Math.abs(move) * 60 + random()) * 1_000_000));
});

// 10-day simple moving average of the close, empty until ten days are known.
const average = prices.map((_, index) => {
  if (index < 9) {
    return null;
  }
  const window = prices.slice(index - 9, index + 1);
  return round(window.reduce((sum, [, , , close]) => sum + close, 0) / 10);
});

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

// A one-line summary of the hovered day, above the chart (the last day when nothing is hovered).
function DayReadout() {
  const axes = useAxesTooltip<'ohlc' | 'line' | 'bar'>({ directions: ['x'] });
  const hovered = axes?.[0];
  const dataIndex = hovered?.dataIndex ?? dates.length - 1;
  const ohlc = hovered?.seriesItems.find((item) => item.seriesId === 'price') as
    SeriesItem<'ohlc'> | undefined;
  const [open, high, low, close] = prices[dataIndex];
  const values = ohlc?.value ?? { open, high, low, close };
  return (
    <Typography variant="caption" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {dates[dataIndex].toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
      {` · O ${values.open} · H ${values.high} · L ${values.low} · C ${values.close}`}
      {` · MA10 ${average[dataIndex] ?? '–'} · Vol ${compact.format(volumes[dataIndex])}`}
    </Typography>
  );
}

export default function CandlestickComposition() {
  const theme = useTheme();
  const clipPathId = `${useId()}-clip`;
  return (
    <ChartsDataProviderPremium
      height={340}
      series={[
        { id: 'price', type: 'ohlc', data: prices, label: 'Litware' },
        {
          id: 'average',
          type: 'line',
          data: average,
          label: '10-day average',
          color: theme.palette.info.main,
        },
        {
          id: 'volume',
          type: 'bar',
          data: volumes,
          label: 'Volume',
          yAxisId: 'volume',
          colorGetter: ({ dataIndex }) =>
            alpha(
              prices[dataIndex][3] >= prices[dataIndex][0]
                ? theme.palette.success.main
                : theme.palette.error.main,
              0.35,
            ),
        },
      ]}
      xAxis={[{ id: 'days', scaleType: 'band', data: dates, ordinalTimeTicks: ['months', 'weeks'] }]}
      yAxis={[
        { id: 'price', position: 'right', width: 48 },
        // A hidden axis four times taller than the highest volume keeps the bars in the bottom quarter.
        {
          id: 'volume',
          position: 'none',
          domainLimit: (_, max) => ({ min: 0, max: Number(max) * 4 }),
        },
      ]}
    >
      <Stack spacing={1} sx={{ width: '100%' }}>
        <DayReadout />
        <ChartsWrapper>
          <ChartsLayerContainer>
            {/* The bottom SVG layer: grid and volume bars, behind the candles. */}
            <ChartsSvgLayer>
              <ChartsGrid horizontal />
              <BarPlot />
            </ChartsSvgLayer>
            {/* The candles are drawn in a WebGL canvas between two SVG layers. */}
            <ChartsWebGLLayer>
              <CandlestickPlot />
            </ChartsWebGLLayer>
            <ChartsSvgLayer>
              <g clipPath={`url(#${clipPathId})`}>
                <LinePlot />
              </g>
              <ChartsAxisHighlight x="line" />
              <ChartsXAxis axisId="days" />
              <ChartsYAxis axisId="price" />
              <ChartsClipPath id={clipPathId} />
            </ChartsSvgLayer>
          </ChartsLayerContainer>
        </ChartsWrapper>
      </Stack>
    </ChartsDataProviderPremium>
  );
}
