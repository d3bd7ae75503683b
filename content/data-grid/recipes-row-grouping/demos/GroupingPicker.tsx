import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  country: string;
  product: string;
  units: number;
}

const countries: [string, string][] = [
  ['Europe', 'Spain'],
  ['Europe', 'Poland'],
  ['Asia', 'Japan'],
  ['Asia', 'Vietnam'],
  ['Americas', 'Chile'],
  ['Americas', 'Canada'],
];
const products = ['Router', 'Switch', 'Access point'];
const rows: Sale[] = Array.from({ length: 36 }, (_, index) => {
  const [region, country] = countries[index % countries.length];
  return { id: index + 1, region, country, product: products[index % 3], units: 10 + ((index * 37) % 90) };
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

const presets: Record<string, GridRowGroupingModel> = {
  none: [],
  region: ['region'],
  geography: ['region', 'country'],
  product: ['product', 'region'],
};

export default function GroupingPicker() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(presets.geography);
  const [multiple, setMultiple] = React.useState(false);
  const current = Object.keys(presets).find((key) => presets[key].join() === model.join()) ?? null;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={current}
          onChange={(_event, key: string | null) => key && setModel(presets[key])}
          aria-label="Group rows by"
        >
          <ToggleButton value="none">No grouping</ToggleButton>
          <ToggleButton value="region">Region</ToggleButton>
          <ToggleButton value="geography">Region, country</ToggleButton>
          <ToggleButton value="product">Product, region</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
          label="One column per level"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          rowGroupingColumnMode={multiple ? 'multiple' : 'single'}
          initialState={{ aggregation: { model: { units: 'sum' } } }}
        />
      </Box>
    </Stack>
  );
}
