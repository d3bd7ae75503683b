import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
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

interface Order {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const regions = ['North', 'South', 'East', 'West'];
const products = ['Tent', 'Backpack', 'Stove', 'Lantern'];
const rows: Order[] = Array.from({ length: 80 }, (_, index) => {
  const units = 1 + ((index * 7) % 12);
  const product = products[(index * 3) % products.length];
  return {
    id: index + 1,
    region: regions[index % regions.length],
    product,
    units,
    revenue: units * (product === 'Tent' ? 240 : product === 'Backpack' ? 120 : 60),
  };
});

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: { label: 'Bar', icon: BarChartIcon, maxDimensions: 2, customization: [] },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// With grouped rows, the chart gets one point per group and the aggregated values.
function RegionChart({ dimensions, values }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return null;
  }
  const labels = dimensions[0].data.map((value, index) =>
    dimensions.length > 1 ? `${value} / ${dimensions[1].data[index]}` : String(value),
  );
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: labels }]}
      series={values.map((dataset) => ({ data: dataset.data, label: dataset.label }))}
    />
  );
}

const initialState: GridInitialState = {
  rowGrouping: { model: ['region'] },
  aggregation: { model: { units: 'sum', revenue: 'sum' } },
  chartsIntegration: {
    activeChartId: 'regions',
    charts: { regions: { dimensions: ['region'], values: ['revenue'], chartType: 'bar' } },
  },
};

export default function GroupedDataChart() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
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
        <Box sx={{ minHeight: 260 }}>
          <GridChartsRendererProxy id="regions" label="Revenue by region" renderer={RegionChart} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
