import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BarChartIcon from '@mui/icons-material/BarChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
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

interface Channel {
  id: number;
  channel: string;
  signups: number;
  costPerSignup: number;
}

const channels = ['Search ads', 'Newsletter', 'Podcast', 'Referral', 'Social'];
const rows: Channel[] = channels.map((channel, index) => ({
  id: index + 1,
  channel,
  signups: 120 + ((index * 211) % 540),
  costPerSignup: 4 + ((index * 7) % 19),
}));

const columns: GridColDef<Channel>[] = [
  { field: 'channel', headerName: 'Channel', flex: 1 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 110 },
  { field: 'costPerSignup', headerName: 'Cost / sign-up ($)', type: 'number', width: 160 },
];

// Two chart types; the pie takes one series only, and each type has its own controls.
const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    maxDimensions: 1,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          layout: {
            label: 'Orientation',
            type: 'select',
            default: 'vertical',
            options: [
              { content: 'Vertical', value: 'vertical' },
              { content: 'Horizontal', value: 'horizontal' },
            ],
          },
          height: {
            label: 'Height (px)',
            type: 'number',
            default: 260,
            htmlAttributes: { min: '160', max: '400' },
          },
        },
      },
    ],
  },
  pie: {
    label: 'Pie',
    icon: PieChartIcon,
    maxDimensions: 1,
    maxValues: 1,
    valuesLabel: 'Slice size',
    customization: [
      {
        id: 'shape',
        label: 'Shape',
        controls: {
          donut: { label: 'Donut', type: 'boolean', default: true },
        },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function ChannelChart({ dimensions, values, chartType, configuration }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return null;
  }
  const labels = dimensions[0].data.map(String);
  const height = Math.min(400, Math.max(160, Number(configuration.height ?? 260)));
  if (chartType === 'pie') {
    return (
      <PieChart
        height={260}
        series={[
          {
            innerRadius: configuration.donut === false ? 0 : 50,
            data: values[0].data.map((value, index) => ({
              id: labels[index],
              label: labels[index],
              value: value ?? 0,
            })),
          },
        ]}
      />
    );
  }
  const horizontal = configuration.layout === 'horizontal';
  const bandAxis = [{ scaleType: 'band' as const, data: labels }];
  return (
    <BarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? undefined : bandAxis}
      yAxis={horizontal ? [{ ...bandAxis[0], width: 90 }] : undefined}
      series={values.map((dataset) => ({ data: dataset.data, label: dataset.label }))}
    />
  );
}

const initialState: GridInitialState = {
  sidebar: { open: true, value: GridSidebarValue.Charts },
  chartsIntegration: {
    activeChartId: 'channels',
    charts: { channels: { dimensions: ['channel'], values: ['signups'], chartType: 'pie' } },
  },
};

export default function ChartsPanelSchema() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 440 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{
              chartsPanel: {
                schema,
                // Shorter names in the panel than in the column headers.
                getColumnName: (field) => (field === 'costPerSignup' ? 'Cost' : undefined),
              },
            }}
            initialState={initialState}
            showToolbar
          />
        </Box>
        <Box sx={{ minHeight: 260 }}>
          <GridChartsRendererProxy id="channels" label="Channels" renderer={ChannelChart} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
