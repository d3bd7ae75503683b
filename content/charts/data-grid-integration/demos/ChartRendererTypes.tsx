import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsPanelProps,
  GridChartsRendererProxy,
  GridChartsRendererProxyProps,
  GridColDef,
} from '@mui/x-data-grid-premium';

type Renderer = GridChartsRendererProxyProps['renderer'];
type RendererProps = React.ComponentProps<Renderer>;
type RenderCallback = NonNullable<GridChartsRendererProxyProps['onRender']>;
// The component and props an `onRender` callback receives, as the grid package types them.
type ChartComponent = Parameters<RenderCallback>[2];
type ChartProps = Parameters<RenderCallback>[1];

const regions = ['North', 'South', 'East', 'West', 'Central', 'Coastal'];
const rows = regions.map((region, index) => ({
  id: index,
  region,
  subscriptions: 1200 + ((index * 7331) % 2400),
  renewals: 800 + ((index * 3917) % 1500),
  churned: 90 + ((index * 211) % 260),
}));
const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'subscriptions', headerName: 'New', type: 'number', width: 100 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
  { field: 'churned', headerName: 'Churned', type: 'number', width: 100 },
];

// The chart types and options of the panel; the renderer below reads the same keys.
const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    customization: [
      {
        id: 'bar',
        label: 'Bars',
        controls: {
          layout: {
            label: 'Layout',
            type: 'select',
            default: 'vertical',
            options: [
              { content: 'Vertical', value: 'vertical' },
              { content: 'Horizontal', value: 'horizontal' },
            ],
          },
          stacked: { label: 'Stack series', type: 'boolean', default: false },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    customization: [
      {
        id: 'line',
        label: 'Lines',
        controls: { area: { label: 'Fill area', type: 'boolean', default: false } },
      },
    ],
  },
  pie: { label: 'Pie', icon: PieChartIcon, maxValues: 1, customization: [] },
};

// One label per position, joining the values of every dimension (row grouping may add a second one).
function categoriesOf(dimensions: RendererProps['dimensions']) {
  const length = dimensions[0]?.data.length ?? 0;
  return Array.from({ length }, (_, index) =>
    dimensions.map((dimension) => dimension.data[index]).join(' · '),
  );
}

function SubscriptionRenderer({ dimensions, values, chartType, configuration, onRender }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return <Typography color="text.secondary">Pick a dimension and a value in the charts panel.</Typography>;
  }
  const categories = categoriesOf(dimensions);
  const draw = (type: string, props: ChartProps, Component: ChartComponent) =>
    onRender ? onRender(type, props, Component) : <Component {...props} />;

  if (chartType === 'pie') {
    const slices = values[0].data.map((value, index) => ({
      id: index,
      value: value ?? 0,
      label: categories[index],
    }));
    return draw('pie', { series: [{ data: slices, innerRadius: 40 }], height: 260 }, PieChart);
  }
  const series = values.map((dataset) => ({ label: dataset.label, data: dataset.data }));
  if (chartType === 'line') {
    const lines = series.map((line) => ({ ...line, area: configuration.area === true }));
    return draw(
      'line',
      { xAxis: [{ scaleType: 'point', data: categories }], series: lines, height: 260 },
      LineChart,
    );
  }
  const horizontal = configuration.layout === 'horizontal';
  const band = [{ scaleType: 'band', data: categories }];
  const bars = series.map((bar) => ({ ...bar, stack: configuration.stacked === true ? 'all' : undefined }));
  const axes = horizontal ? { yAxis: band, layout: 'horizontal' } : { xAxis: band };
  return draw('bar', { ...axes, series: bars, height: 260 }, BarChart);
}

// The page's adjustment: the same colours for every chart type, without changing the renderer.
const brandColors: RenderCallback = (_type, props, Component) => (
  <Component {...props} colors={['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457']} />
);

export default function ChartRendererTypes() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 340 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  subscriptions: {
                    dimensions: ['region'],
                    values: ['subscriptions', 'renewals'],
                    chartType: 'bar',
                    configuration: { layout: 'horizontal' },
                  },
                },
              },
            }}
            showToolbar
          />
        </Box>
        <Box sx={{ minHeight: 260 }}>
          <GridChartsRendererProxy
            id="subscriptions"
            label="Subscriptions by region"
            renderer={SubscriptionRenderer}
            onRender={brandColors}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
