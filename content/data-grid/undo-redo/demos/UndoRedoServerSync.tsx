import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridApiPremium,
  GridColDef,
  createCellEditHistoryHandler,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Price {
  id: number;
  item: string;
  price: number;
}

const items = ['Espresso', 'Cappuccino', 'Flat white', 'Chai latte', 'Hot chocolate', 'Iced tea'];

const initialRows: Price[] = items.map((item, index) => ({
  id: index + 1,
  item,
  price: Math.round((2.2 + ((index * 0.85) % 3.4)) * 100) / 100,
}));

const columns: GridColDef<Price>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120, editable: true },
];

// Stands in for a request to your back end.
const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export default function UndoRedoServerSync() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const save = React.useCallback(async (source: string, id: unknown, value: unknown) => {
    await wait(150);
    setLog((previous) => [`${source}: row ${id} saved as ${value}`, ...previous].slice(0, 4));
  }, []);

  const processRowUpdate = React.useCallback(
    async (newRow: Price) => {
      await save('Edit', newRow.id, newRow.price);
      return newRow;
    },
    [save],
  );

  const historyEventHandlers = React.useMemo(() => {
    // The built-in handler restores the cell in the grid; the wrapper also saves the value.
    const cellHandler = createCellEditHistoryHandler(apiRef as React.RefObject<GridApiPremium>);
    const handlers: Partial<DataGridPremiumProps['historyEventHandlers']> = {
      cellEditStop: {
        ...cellHandler,
        undo: async (data) => {
          await cellHandler.undo(data);
          await save('Undo', data.id, data.oldValue);
        },
        redo: async (data) => {
          await cellHandler.redo(data);
          await save('Redo', data.id, data.newValue);
        },
      },
    };
    // The prop's type lists every grid event; only the ones in the map are recorded.
    return handlers as DataGridPremiumProps['historyEventHandlers'];
  }, [apiRef, save]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          historyEventHandlers={historyEventHandlers}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="div" sx={{ mt: 1 }} aria-live="polite">
        {log.length === 0
          ? 'Change a price, then undo it: both reach the server.'
          : log.map((line, index) => <div key={index}>{line}</div>)}
      </Typography>
    </Box>
  );
}
