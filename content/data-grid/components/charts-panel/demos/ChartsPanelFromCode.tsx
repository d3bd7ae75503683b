import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import InsightsIcon from '@mui/icons-material/Insights';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsPanelProps,
  GridChartsRendererProxy,
  GridChartsRendererProxyProps,
  GridColDef,
  GridInitialState,
  Toolbar,
  ToolbarButton,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  hour: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  hour: `${String(index * 2).padStart(2, '0')}:00`,
  temperature: Math.round((12 + 8 * Math.sin(((index - 3) / 12) * 2 * Math.PI)) * 10) / 10,
  humidity: 55 + ((index * 7) % 30),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'hour', headerName: 'Hour', width: 90 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

const schema: NonNullable<GridChartsPanelProps['schema']> = {
  line: { label: 'Line', icon: ShowChartIcon, maxDimensions: 1, customization: [] },
  bar: { label: 'Bar', icon: BarChartIcon, maxDimensions: 1, customization: [] },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function WeatherChart({ dimensions, values, chartType }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return null;
  }
  const hours = dimensions[0].data.map(String);
  const series = values.map((dataset) => ({ data: dataset.data, label: dataset.label }));
  return chartType === 'bar' ? (
    <BarChart height={240} xAxis={[{ scaleType: 'band', data: hours }]} series={series} />
  ) : (
    <LineChart height={240} xAxis={[{ scaleType: 'point', data: hours }]} series={series} />
  );
}

function ChartsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Chart settings">
        <ChartsPanelTrigger render={<ToolbarButton aria-label="Chart settings" />}>
          <InsightsIcon fontSize="small" />
        </ChartsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

const initialState: GridInitialState = {
  chartsIntegration: {
    activeChartId: 'weather',
    charts: { weather: { dimensions: ['hour'], values: ['temperature'], chartType: 'line' } },
  },
};

// The API opens the panel and changes the chart; the toolbar trigger stays in step.
export default function ChartsPanelFromCode() {
  const apiRef = useGridApiRef();

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => apiRef.current?.setChartsPanelOpen((open) => !open)}
          >
            Toggle chart settings
          </Button>
          <Button size="small" onClick={() => apiRef.current?.setChartType('weather', 'bar')}>
            Show as bars
          </Button>
          <Button
            size="small"
            onClick={() =>
              apiRef.current?.updateChartValuesData('weather', [
                { field: 'temperature' },
                { field: 'humidity' },
              ])
            }
          >
            Add humidity
          </Button>
        </Stack>
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            chartsIntegration
            slots={{ toolbar: ChartsToolbar, chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={initialState}
            showToolbar
          />
        </Box>
        <Box sx={{ minHeight: 240 }}>
          <GridChartsRendererProxy id="weather" label="Weather" renderer={WeatherChart} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
