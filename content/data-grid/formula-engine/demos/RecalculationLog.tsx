import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridCellCoordinates,
  GridColDef,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Bake {
  id: string;
  item: string;
  batches: number | null;
  perBatch: number | null;
  flourPerUnit: number | null;
  units: number | string;
  flourKg: number | string;
}

const bake = (id: string, item: string, batches: number, perBatch: number, flourPerUnit: number): Bake => ({
  id,
  item,
  batches,
  perBatch,
  flourPerUnit,
  units: '=batches * perBatch',
  flourKg: '=ROUND(units * flourPerUnit / 1000, 1)',
});

const rows: Bake[] = [
  bake('baguette', 'Baguette', 6, 24, 250),
  bake('croissant', 'Croissant', 4, 36, 55),
  bake('sourdough', 'Sourdough loaf', 5, 12, 480),
  bake('brioche', 'Brioche', 3, 16, 180),
  bake('focaccia', 'Focaccia tray', 2, 8, 700),
];

const pinnedRows = {
  bottom: [
    {
      id: 'total',
      item: 'Total',
      batches: null,
      perBatch: null,
      flourPerUnit: null,
      units: '=SUM(COLUMN_VALUES("units"))',
      flourKg: '=SUM(COLUMN_VALUES("flourKg"))',
    } satisfies Bake,
  ],
};

const columns: GridColDef<Bake>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  { field: 'batches', headerName: 'Batches', type: 'number', width: 90, editable: true },
  { field: 'perBatch', headerName: 'Per batch', type: 'number', width: 95, editable: true },
  { field: 'flourPerUnit', headerName: 'Flour g/unit', type: 'number', width: 110, editable: true },
  { field: 'units', headerName: 'Units', type: 'number', width: 80, allowFormulas: true },
  { field: 'flourKg', headerName: 'Flour kg', type: 'number', width: 95, allowFormulas: true },
];

// Lives inside the grid (footer slot), so it can listen to the grid's events.
function RecalculationFooter() {
  const apiRef = useGridApiContext();
  const [pass, setPass] = React.useState<{ count: number; cells: string[] }>({
    count: 0,
    cells: [],
  });

  useGridEvent(apiRef, 'formulaEvaluated', (params: { changedCells: GridCellCoordinates[] }) => {
    const cells = params.changedCells.map(({ id, field }) => {
      const item = apiRef.current.getRow(id)?.item ?? id;
      return `${item} › ${apiRef.current.getColumn(field)?.headerName ?? field}`;
    });
    setPass((previous) => ({ count: previous.count + 1, cells }));
  });

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, typography: 'body2', display: 'block' }}>
      <div aria-live="polite">
        {pass.count === 0
          ? 'Change a batch count, a size or a flour weight.'
          : `Pass ${pass.count} changed ${pass.cells.length} cell(s): ${pass.cells.join(', ')}`}
      </div>
    </GridFooterContainer>
  );
}

const featureDependencies = { formula: formulaFeature };

export default function RecalculationLog() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        slots={{ footer: RecalculationFooter }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
