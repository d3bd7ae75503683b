import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Climber {
  id: string;
  climber: string;
  points: number;
  behindFirstShown: string;
  vsMaya: string;
}

const climber = (id: string, name: string, points: number): Climber => ({
  id,
  climber: name,
  points,
  // Position: the `points` cell of whichever row is displayed first.
  behindFirstShown: '=points - REF(COLUMN("points"), ROW_POSITION(1))',
  // Identity: the `points` cell of the row whose id is "maya", wherever it is.
  vsMaya: '=points - REF(COLUMN("points"), ROW("maya"))',
});

const rows: Climber[] = [
  climber('maya', 'Maya Okafor', 1840),
  climber('jonas', 'Jonas Lind', 2115),
  climber('ines', 'Inês Duarte', 1975),
  climber('tomasz', 'Tomasz Wójcik', 1620),
  climber('keiko', 'Keiko Mori', 2230),
  climber('liam', 'Liam Byrne', 1705),
];

const signed = (value: unknown) =>
  typeof value === 'number' ? (value > 0 ? `+${value}` : String(value)) : String(value ?? '');

const columns: GridColDef<Climber>[] = [
  { field: 'climber', headerName: 'Climber', flex: 1, minWidth: 140 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100, editable: true },
  {
    field: 'behindFirstShown',
    headerName: 'vs. first row',
    type: 'number',
    width: 130,
    allowFormulas: true,
    valueFormatter: signed,
  },
  {
    field: 'vsMaya',
    headerName: 'vs. Maya',
    type: 'number',
    width: 110,
    allowFormulas: true,
    valueFormatter: signed,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function CellReferenceForms() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        initialState={{ sorting: { sortModel: [{ field: 'points', sort: 'desc' }] } }}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
