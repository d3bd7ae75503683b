import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsPanelProps,
  GridChartsRendererProxy,
  GridChartsRendererProxyProps,
  GridColDef,
  GridInitialState,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';

interface Week {
  id: number;
  week: string;
  visits: number;
  signups: number;
  churned: number;
}

const rows: Week[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  week: `W${index + 14}`,
  visits: 5200 + ((index * 1337) % 3100),
  signups: 180 + ((index * 71) % 140),
  churned: 20 + ((index * 13) % 45),
}));

const columns: GridColDef<Week>[] = [
  { field: 'week', headerName: 'Week', width: 90 },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 110 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 110 },
  { field: 'churned', headerName: 'Churned', type: 'number', width: 110 },
];

const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: { label: 'Bar', icon: BarChartIcon, maxDimensions: 1, customization: [] },
  line: { label: 'Line', icon: ShowChartIcon, maxDimensions: 1, customization: [] },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function WeeklyChart({ dimensions, values, chartType }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No data selected.
      </Typography>
    );
  }
  const weeks = dimensions[0].data.map(String);
  const series = values.map((dataset) => ({ data: dataset.data, label: dataset.label }));
  return chartType === 'line' ? (
    <LineChart height={200} xAxis={[{ scaleType: 'point', data: weeks }]} series={series} />
  ) : (
    <BarChart height={200} xAxis={[{ scaleType: 'band', data: weeks }]} series={series} />
  );
}

// Two charts read from the same grid; the panel edits the active one.
const initialState: GridInitialState = {
  sidebar: { open: true, value: GridSidebarValue.Charts },
  chartsIntegration: {
    charts: {
      traffic: { dimensions: ['week'], values: ['visits'], chartType: 'line' },
      growth: { dimensions: ['week'], values: ['signups', 'churned'], chartType: 'bar' },
    },
  },
};

const charts = [
  { id: 'traffic', label: 'Traffic' },
  { id: 'growth', label: 'Growth' },
];

export default function MultipleCharts() {
  const [activeChartId, setActiveChartId] = React.useState('traffic');

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={activeChartId}
          aria-label="Chart edited in the panel"
          onChange={(_, value: string | null) => value && setActiveChartId(value)}
        >
          {charts.map((chart) => (
            <ToggleButton key={chart.id} value={chart.id}>
              Edit {chart.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            activeChartId={activeChartId}
            onActiveChartIdChange={setActiveChartId}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={initialState}
            showToolbar
          />
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {charts.map((chart) => (
            <Paper
              key={chart.id}
              variant="outlined"
              sx={{ flex: 1, p: 1, borderColor: chart.id === activeChartId ? 'primary.main' : undefined }}
            >
              <Typography variant="subtitle2">{chart.label}</Typography>
              <GridChartsRendererProxy id={chart.id} label={chart.label} renderer={WeeklyChart} />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
