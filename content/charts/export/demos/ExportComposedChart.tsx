import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ChartsDataProviderPro } from '@mui/x-charts-pro/ChartsDataProviderPro';
import type { ChartProApi } from '@mui/x-charts-pro/context';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Rainfall (bars, left axis) and temperature (line, right axis) of one town; the file holds the legend too.
export default function ExportComposedChart() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => apiRef.current?.exportAsImage({ fileName: 'climate', type: 'image/png' })}
      >
        Download PNG
      </Button>
      <ChartsDataProviderPro
        apiRef={apiRef}
        height={300}
        series={[
          { type: 'bar', label: 'Rainfall (mm)', data: [78, 61, 55, 48, 52, 40], yAxisId: 'rain' },
          {
            type: 'line',
            showMark: true,
            label: 'Temperature (°C)',
            data: [4, 6, 9, 13, 17, 21],
            yAxisId: 'temperature',
          },
        ]}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', width: 45 },
          { id: 'temperature', position: 'right', width: 45 },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis axisId="rain" label="mm" />
            <ChartsYAxis axisId="temperature" label="°C" />
          </ChartsSurface>
        </ChartsWrapper>
      </ChartsDataProviderPro>
    </Stack>
  );
}
