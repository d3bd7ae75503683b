import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  radiusKm: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, radiusKm: 2440 },
  { id: 2, name: 'Venus', moons: 0, radiusKm: 6052 },
  { id: 3, name: 'Earth', moons: 1, radiusKm: 6371 },
  { id: 4, name: 'Mars', moons: 2, radiusKm: 3390 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 100 },
  { field: 'radiusKm', headerName: 'Radius (km)', type: 'number', width: 130 },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function SubscribeEventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const add = (text: string) => {
      counter.current += 1;
      const key = counter.current;
      setLog((prev) => [{ key, text }, ...prev].slice(0, 6));
    };
    // Each call returns its own unsubscribe function.
    const unsubscribers = [
      api.subscribeEvent('cellFocusIn', (params) => add(`cellFocusIn: ${params.field} of row ${params.id}`)),
      api.subscribeEvent('columnHeaderClick', (params) => add(`columnHeaderClick: ${params.field}`)),
      api.subscribeEvent('sortModelChange', (model) => add(`sortModelChange: ${JSON.stringify(model)}`)),
      api.subscribeEvent('columnWidthChange', (params) =>
        add(`columnWidthChange: ${params.colDef.field} is now ${Math.round(params.width)}px`),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Latest events (click a cell or a header, resize a column)
        </Typography>
        <Button size="small" onClick={() => setLog([])}>
          Clear
        </Button>
      </Box>
      <List dense sx={{ fontFamily: 'monospace', minHeight: 120 }}>
        {log.map((entry) => (
          <ListItem key={entry.key} sx={{ py: 0 }}>
            {entry.text}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
