import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CandlestickChart } from '@mui/x-charts-premium/CandlestickChart';
import { chartsGridClasses } from '@mui/x-charts-premium/ChartsGrid';
import { axisClasses } from '@mui/x-charts-premium/ChartsAxis';
import type { OHLCValueType } from '@mui/x-charts-premium/models';

function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// Half-hour candles of one trading day, from 9:00 to 16:00.
const random = createRandom(8);
const times = Array.from({ length: 15 }, (_, index) => new Date(2025, 9, 14, 9, index * 30));
let previousClose = 1.0842;
const prices: OHLCValueType[] = times.map(() => {
  const open = previousClose;
  const close = open + (random() - 0.5) * 0.004;
  const high = Math.max(open, close) + random() * 0.0012;
  const low = Math.min(open, close) - random() * 0.0012;
  previousClose = close;
  return [open, high, low, close].map((value) => Number(value.toFixed(4))) as OHLCValueType;
});

// The wicks take the theme's text colour and the default candle colours follow its mode,
// so a dark theme gives a dark terminal look without setting any colour on the series.
const terminalTheme = createTheme({ palette: { mode: 'dark' } });

export default function CandlestickStyling() {
  return (
    <ThemeProvider theme={terminalTheme}>
      <Box sx={{ width: '100%', bgcolor: '#0d1117', borderRadius: 1, p: 1 }}>
        <CandlestickChart
          height={300}
          xAxis={[
            {
              data: times,
              // Only the hour frequency: with the default list, a narrow chart would pick
              // day frequencies, which find no tick within one day.
              ordinalTimeTicks: ['hours'],
              valueFormatter: (date: Date) =>
                date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' }),
            },
          ]}
          yAxis={[{ position: 'right', width: 56, valueFormatter: (value: number) => value.toFixed(4) }]}
          series={[{ data: prices, label: 'EUR/USD' }]}
          grid={{ horizontal: true }}
          // `sx` reaches the SVG parts: grid and axes. The candles are pixels in a canvas.
          sx={{
            [`& .${chartsGridClasses.line}`]: { stroke: '#30363d', strokeDasharray: '2 4' },
            [`& .${axisClasses.tickLabel}`]: { fontFamily: 'monospace', fill: '#8b949e' },
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: '#30363d' },
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
