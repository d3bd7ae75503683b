import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
}

const cities: [string, string, number][] = [
  ['Lisbon', 'Portugal', 545],
  ['Porto', 'Portugal', 232],
  ['Madrid', 'Spain', 3332],
  ['Valencia', 'Spain', 807],
  ['Seville', 'Spain', 684],
  ['Lyon', 'France', 522],
  ['Marseille', 'France', 873],
  ['Toulouse', 'France', 504],
];
const rows: City[] = cities.map(([city, country, population], index) => ({
  id: index + 1,
  city,
  country,
  population,
}));

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 150 },
];

const schema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: { label: 'Bar', icon: BarChartIcon, maxDimensions: 1, customization: [] },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function PopulationChart({ dimensions, values }: RendererProps) {
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

const initialState: GridInitialState = {
  chartsIntegration: {
    activeChartId: 'population',
    charts: { population: { dimensions: ['city'], values: ['population'], chartType: 'bar' } },
  },
};

// Turn "Follow the grid" off, then filter or sort the grid: the chart keeps its data.
export default function ChartSynchronization() {
  const apiRef = useGridApiRef();
  const [synced, setSynced] = React.useState(true);

  // The panel has a synchronization button too: keep the switch in step with it.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('chartSynchronizationStateChange', (params) => {
        if (params.chartId === 'population') {
          setSynced(params.synced);
        }
      }),
    [apiRef],
  );

  const handleSyncChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSynced(event.target.checked);
    apiRef.current?.setChartSynchronizationState('population', event.target.checked);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <FormControlLabel
          control={<Switch checked={synced} onChange={handleSyncChange} />}
          label="Follow the grid"
        />
        <Box sx={{ height: 380 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            chartsIntegration
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={initialState}
            showToolbar
          />
        </Box>
        <Box sx={{ minHeight: 240 }}>
          <GridChartsRendererProxy id="population" label="Population" renderer={PopulationChart} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
