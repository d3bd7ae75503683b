import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
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
} from '@mui/x-data-grid-premium';

interface MonthRow {
  id: number;
  month: string;
  revenue: number;
  costs: number;
  orders: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rows: MonthRow[] = months.map((month, index) => ({
  id: index + 1,
  month,
  revenue: 42000 + ((index * 7919) % 26000),
  costs: 30000 + ((index * 4111) % 12000),
  orders: 310 + ((index * 53) % 240),
}));

const columns: GridColDef<MonthRow>[] = [
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
  { field: 'costs', headerName: 'Costs ($)', type: 'number', width: 120 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
];

// The chart types offered in the charts panel, with the options each one exposes.
const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    maxDimensions: 1,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    customization: [
      {
        id: 'bar-options',
        label: 'Options',
        controls: {
          stacked: { label: 'Stack series', type: 'boolean', default: false },
          hideLegend: { label: 'Hide legend', type: 'boolean', default: false },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    maxDimensions: 1,
    dimensionsLabel: 'X axis',
    valuesLabel: 'Lines',
    customization: [
      {
        id: 'line-options',
        label: 'Options',
        controls: {
          area: { label: 'Fill area', type: 'boolean', default: false },
          hideLegend: { label: 'Hide legend', type: 'boolean', default: false },
        },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// The grid computes the data; this component decides how to draw it with @mui/x-charts.
function ChartRenderer({ dimensions, values, chartType, configuration }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        Open the charts panel and add a category and at least one series.
      </Typography>
    );
  }
  const categories = dimensions[0].data.map((value) => String(value));
  const hideLegend = configuration.hideLegend === true;
  if (chartType === 'line') {
    return (
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: categories, label: dimensions[0].label }]}
        series={values.map((dataset) => ({
          data: dataset.data,
          label: dataset.label,
          area: configuration.area === true,
        }))}
        hideLegend={hideLegend}
      />
    );
  }
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: categories, label: dimensions[0].label }]}
      series={values.map((dataset) => ({
        data: dataset.data,
        label: dataset.label,
        stack: configuration.stacked === true ? 'total' : undefined,
      }))}
      hideLegend={hideLegend}
    />
  );
}

const initialState: GridInitialState = {
  chartsIntegration: {
    activeChartId: 'monthly',
    charts: {
      monthly: { dimensions: ['month'], values: ['revenue', 'costs'], chartType: 'bar' },
    },
  },
};

export default function ChartsIntegrationBasic() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 420 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={initialState}
            showToolbar
          />
        </Box>
        <Box sx={{ minHeight: 280 }}>
          <GridChartsRendererProxy id="monthly" label="Monthly results" renderer={ChartRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
