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
  GridSidebarValue,
} from '@mui/x-data-grid-premium';

interface Quarter {
  id: number;
  quarter: string;
  subscriptions: number;
  services: number;
  hardware: number;
}

const rows: Quarter[] = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'].map(
  (quarter, index) => ({
    id: index + 1,
    quarter,
    subscriptions: 120 + index * 18,
    services: 60 + ((index * 17) % 40),
    hardware: 90 - index * 6,
  }),
);

const columns: GridColDef<Quarter>[] = [
  { field: 'quarter', headerName: 'Quarter', width: 110 },
  { field: 'subscriptions', headerName: 'Subscriptions (k$)', type: 'number', width: 170 },
  { field: 'services', headerName: 'Services (k$)', type: 'number', width: 140 },
  { field: 'hardware', headerName: 'Hardware (k$)', type: 'number', width: 140 },
];

// Stacking only makes sense with two series or more, and percentages only when stacked.
const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    maxDimensions: 1,
    customization: [
      {
        id: 'stacking',
        label: 'Stacking',
        controls: {
          stacked: {
            label: 'Stack series',
            type: 'boolean',
            default: false,
            isHidden: ({ values }) => values.length < 2,
          },
          percent: {
            label: 'Show as percentage',
            description: 'Each bar fills the full height',
            type: 'boolean',
            default: false,
            isHidden: ({ values }) => values.length < 2,
            isDisabled: ({ configuration }) => configuration.stacked !== true,
          },
        },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function RevenueMixChart({ dimensions, values, configuration }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return null;
  }
  const stacked = values.length > 1 && configuration.stacked === true;
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: dimensions[0].data.map(String) }]}
      series={values.map((dataset) => ({
        data: dataset.data,
        label: dataset.label,
        stack: stacked ? 'mix' : undefined,
        stackOffset: stacked && configuration.percent === true ? 'expand' : 'none',
      }))}
    />
  );
}

const initialState: GridInitialState = {
  sidebar: { open: true, value: GridSidebarValue.Charts },
  chartsIntegration: {
    activeChartId: 'mix',
    charts: {
      mix: {
        dimensions: ['quarter'],
        values: ['subscriptions', 'services', 'hardware'],
        chartType: 'bar',
        configuration: { stacked: true },
      },
    },
  },
};

export default function ConditionalControls() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 440 }}>
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
          <GridChartsRendererProxy id="mix" label="Revenue mix" renderer={RevenueMixChart} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
