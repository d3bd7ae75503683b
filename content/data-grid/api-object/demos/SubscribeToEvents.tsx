import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Train {
  id: number;
  line: string;
  destination: string;
  platform: number;
  delayMin: number;
}

const destinations = ['Utrecht', 'Rotterdam', 'Den Haag', 'Eindhoven', 'Groningen', 'Zwolle'];
const rows: Train[] = destinations.map((destination, index) => ({
  id: index + 1,
  line: `IC ${3100 + index * 12}`,
  destination,
  platform: 2 + ((index * 3) % 14),
  delayMin: [0, 4, 0, 12, 1, 0][index],
}));

const columns: GridColDef<Train>[] = [
  { field: 'line', headerName: 'Train', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
  { field: 'delayMin', headerName: 'Delay (min)', type: 'number', width: 120 },
];

export default function SubscribeToEvents() {
  const apiRef = useGridApiRef();
  const [lines, setLines] = React.useState<string[]>([]);

  // The grid mounts before this effect runs, so apiRef.current is ready here.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const log = (text: string) => setLines((previous) => [text, ...previous].slice(0, 4));
    const unsubscribers = [
      api.subscribeEvent('cellClick', (params) => log(`Clicked ${params.field} of ${params.row.line}`)),
      api.subscribeEvent('sortModelChange', (model) =>
        log(model.length ? `Sorted by ${model[0].field} (${model[0].sort})` : 'Sort cleared'),
      ),
      api.subscribeEvent('columnWidthChange', (params) =>
        log(`${params.colDef.field} is now ${Math.round(params.width)} px wide`),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Events
      </Typography>
      <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 3, typography: 'body2', minHeight: 80 }}>
        {lines.length === 0 ? (
          <li>Click a cell, sort or resize a column.</li>
        ) : (
          lines.map((line, i) => <li key={i}>{line}</li>)
        )}
      </Box>
    </Box>
  );
}
