import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Ingredient {
  id: number;
  ingredient: string;
  grams: number;
  pricePerKg: number;
  cost: string;
}

const COST = '=ROUND(grams / 1000 * pricePerKg, 2)';

const rows: Ingredient[] = [
  { id: 1, ingredient: 'Bread flour', grams: 1000, pricePerKg: 1.6, cost: COST },
  { id: 2, ingredient: 'Sourdough starter', grams: 200, pricePerKg: 2.2, cost: COST },
  { id: 3, ingredient: 'Sea salt', grams: 22, pricePerKg: 9.5, cost: COST },
  {
    id: 4,
    ingredient: 'Toasted seeds',
    grams: 60,
    pricePerKg: 14,
    cost: '=ROUND(grams * pricePerKg / 1000, 2) + 0.3',
  },
  // A leading apostrophe keeps a value that starts with `=` as plain text.
  { id: 5, ingredient: 'Rye sourdough (special order)', grams: 0, pricePerKg: 0, cost: "'=price on request" },
];

const columns: GridColDef<Ingredient>[] = [
  { field: 'ingredient', headerName: 'Ingredient', flex: 1, minWidth: 150 },
  { field: 'grams', headerName: 'Grams', type: 'number', width: 90, editable: true },
  { field: 'pricePerKg', headerName: '€ / kg', type: 'number', width: 90, editable: true },
  {
    field: 'cost',
    headerName: 'Cost (€)',
    width: 220,
    editable: true,
    allowFormulas: true,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaToggleGrid() {
  const [disableFormulas, setDisableFormulas] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disableFormulas} onChange={(event) => setDisableFormulas(event.target.checked)} />
        }
        label="disableFormulas"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          featureDependencies={featureDependencies}
          disableFormulas={disableFormulas}
          hideFooter
          disableRowSelectionOnClick
        />
      </Box>
    </Stack>
  );
}
