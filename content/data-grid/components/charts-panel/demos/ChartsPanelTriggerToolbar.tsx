import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
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
  GridSidebarValue,
  Toolbar,
} from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  store: string;
  visitors: number;
  sales: number;
}

const stores = ['Lyon', 'Porto', 'Graz', 'Leeds', 'Bergen', 'Gdansk'];
const rows: Store[] = stores.map((store, index) => ({
  id: index + 1,
  store,
  visitors: 1800 + ((index * 977) % 2600),
  sales: 420 + ((index * 313) % 900),
}));

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', flex: 1 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
  { field: 'sales', headerName: 'Sales', type: 'number', width: 120 },
];

const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: { label: 'Bar', icon: BarChartIcon, maxDimensions: 1, customization: [] },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function StoreChart({ dimensions, values }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return null;
  }
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: dimensions[0].data.map(String) }]}
      series={values.map((dataset) => ({ data: dataset.data, label: dataset.label }))}
    />
  );
}

// The trigger's `open` state switches the label and look of the button.
function ChartsToolbar() {
  return (
    <Toolbar>
      <ChartsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<BarChartIcon />}
          >
            {state.open ? 'Close chart settings' : 'Chart settings'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const initialState: GridInitialState = {
  sidebar: { open: true, value: GridSidebarValue.Charts },
  chartsIntegration: {
    activeChartId: 'stores',
    charts: { stores: { dimensions: ['store'], values: ['sales'], chartType: 'bar' } },
  },
};

export default function ChartsPanelTriggerToolbar() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 420 }}>
          <DataGridPremium
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
          <GridChartsRendererProxy id="stores" label="Stores" renderer={StoreChart} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
