import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel, useGridApiRef } from '@mui/x-data-grid-premium';

const COUNTRIES = ['Ghana', 'Peru', 'Vietnam'];
const CROPS = ['Cocoa', 'Coffee', 'Rice'];
const FARMS = ['Hillside', 'Riverbend', 'Sunrise', 'Valley'];

const rows = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  country: COUNTRIES[index % 3],
  crop: CROPS[Math.floor(index / 3) % 3],
  farm: FARMS[(index * 3) % 4],
  tonnes: 5 + ((index * 19) % 60),
}));

const columns: GridColDef[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'crop', headerName: 'Crop', width: 110 },
  { field: 'farm', headerName: 'Farm', width: 120 },
  { field: 'tonnes', headerName: 'Harvest (t)', type: 'number', width: 120 },
];

export default function RowGroupingApiMethods() {
  const apiRef = useGridApiRef();
  // Mirrors the model for display; the grid itself stays uncontrolled.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country']);
  const has = (field: string) => model.includes(field);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          disabled={has('crop')}
          onClick={() => apiRef.current?.addRowGroupingCriteria('crop')}
        >
          Add crop
        </Button>
        <Button
          size="small"
          disabled={has('farm')}
          onClick={() => apiRef.current?.addRowGroupingCriteria('farm', 0)}
        >
          Add farm as first level
        </Button>
        <Button
          size="small"
          disabled={!has('crop') || model[0] === 'crop'}
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('crop', 0)}
        >
          Move crop to the top
        </Button>
        <Button
          size="small"
          disabled={!has('country')}
          onClick={() => apiRef.current?.removeRowGroupingCriteria('country')}
        >
          Remove country
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowGroupingModel(['country'])}>
          Reset
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
          initialState={{
            rowGrouping: { model: ['country'] },
            aggregation: { model: { tonnes: 'sum' } },
          }}
        />
      </Box>
    </Box>
  );
}
