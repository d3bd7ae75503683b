import * as React from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridPortalWrapper } from '@mui/x-data-grid-premium';
import { FormulaBar, formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Shift {
  id: number;
  person: string;
  start: number;
  end: number;
  breakMinutes: number;
  hours: string;
}

const shift = (id: number, person: string, start: number, end: number, breakMinutes: number): Shift => ({
  id,
  person,
  start,
  end,
  breakMinutes,
  hours: '=end - start - breakMinutes / 60',
});

const rows: Shift[] = [
  shift(1, 'Amara', 7, 15.5, 30),
  shift(2, 'Bruno', 9, 17, 45),
  shift(3, 'Chen', 12, 20.5, 30),
  shift(4, 'Dalia', 6, 12, 15),
];

const columns: GridColDef<Shift>[] = [
  { field: 'person', headerName: 'Person', flex: 1, minWidth: 110 },
  { field: 'start', headerName: 'Start (h)', type: 'number', width: 90, editable: true },
  { field: 'end', headerName: 'End (h)', type: 'number', width: 90, editable: true },
  { field: 'breakMinutes', headerName: 'Break (min)', type: 'number', width: 100, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true, allowFormulas: true },
];

// Where the bar should appear: an element outside the grid.
const BarTargetContext = React.createContext<HTMLElement | null>(null);

// Rendered by the grid as its toolbar slot, so the bar has the grid's context;
// the portal moves its DOM into the page header. GridPortalWrapper adds the class
// carrying the grid's CSS variables, which the bar's styles read.
function PortaledFormulaBar() {
  const target = React.useContext(BarTargetContext);
  return target
    ? createPortal(
        <GridPortalWrapper>
          <FormulaBar />
        </GridPortalWrapper>,
        target,
      )
    : null;
}

const featureDependencies = { formula: formulaFeature };

export default function FormulaBarPortal() {
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <BarTargetContext.Provider value={target}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
            Saturday rota
          </Typography>
          <div ref={setTarget} />
        </Paper>
        <Box sx={{ height: 300 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            featureDependencies={featureDependencies}
            showToolbar
            slots={{ toolbar: PortaledFormulaBar }}
            hideFooter
            disableRowSelectionOnClick
          />
        </Box>
      </Stack>
    </BarTargetContext.Provider>
  );
}
