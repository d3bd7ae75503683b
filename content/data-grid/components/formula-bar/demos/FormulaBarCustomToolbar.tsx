import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { FormulaBar, formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Ingredient {
  id: number;
  ingredient: string;
  grams: number;
  kcalPer100g: number;
  kcal: string;
}

const ingredient = (id: number, name: string, grams: number, kcalPer100g: number): Ingredient => ({
  id,
  ingredient: name,
  grams,
  kcalPer100g,
  kcal: '=ROUND(grams * kcalPer100g / 100, 0)',
});

const rows: Ingredient[] = [
  ingredient(1, 'Rolled oats', 80, 379),
  ingredient(2, 'Whole milk', 200, 64),
  ingredient(3, 'Banana', 120, 89),
  ingredient(4, 'Peanut butter', 15, 588),
  ingredient(5, 'Blueberries', 60, 57),
];

const columns: GridColDef<Ingredient>[] = [
  { field: 'ingredient', headerName: 'Ingredient', flex: 1, minWidth: 140 },
  { field: 'grams', headerName: 'Grams', type: 'number', width: 90, editable: true },
  { field: 'kcalPer100g', headerName: 'kcal/100 g', type: 'number', width: 110, editable: true },
  { field: 'kcal', headerName: 'kcal', type: 'number', width: 90, editable: true, allowFormulas: true },
];

// A custom toolbar: one row of controls, then the formula bar as a full-width strip.
function RecipeToolbar() {
  return (
    <React.Fragment>
      <Toolbar>
        <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>Breakfast bowl</Typography>
        <QuickFilter>
          <QuickFilterControl placeholder="Search" />
        </QuickFilter>
      </Toolbar>
      <FormulaBar />
    </React.Fragment>
  );
}

const featureDependencies = { formula: formulaFeature };

export default function FormulaBarCustomToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        showToolbar
        slots={{ toolbar: RecipeToolbar }}
        hideFooter
        disableRowSelectionOnClick
        sx={{
          // The font of formula text in the bar and in the cell editor.
          '--DataGrid-formulaFontFamily': '"Courier New", Courier, monospace',
          '& .MuiDataGrid-formulaBar': { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
