import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';

// An HTML legend as a list, built from useLegend(): one entry per series with its colour.
function ListLegend() {
  const { items } = useLegend();
  return (
    <Stack component="ul" direction="row" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={`${item.seriesId}-${item.dataIndex ?? 'series'}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Support tickets per quarter and priority.
export default function LegendFromHook() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { type: 'bar', label: 'Low priority', data: [120, 140, 110, 150] },
        { type: 'bar', label: 'High priority', data: [30, 45, 25, 40] },
      ]}
    >
      <ListLegend />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
