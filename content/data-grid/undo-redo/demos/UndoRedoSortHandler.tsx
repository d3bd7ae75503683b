import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridApiPremium,
  GridHistoryEventHandler,
  GridSortModel,
  createCellEditHistoryHandler,
  createClipboardPasteHistoryHandler,
  createRowEditHistoryHandler,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  rent: number;
}

const streets = [
  'Elm Street',
  'Harbour Road',
  'Mill Lane',
  'Station Avenue',
  'Park Terrace',
  'Quay Street',
  'Church Walk',
];
const cities = ['Bristol', 'Leeds', 'Glasgow', 'Cardiff'];

const rows: Listing[] = streets.map((street, index) => ({
  id: index + 1,
  address: `${3 + index * 11} ${street}`,
  city: cities[(index * 3) % cities.length],
  bedrooms: 1 + ((index * 5) % 4),
  rent: 850 + ((index * 370) % 1400),
}));

const columns: DataGridPremiumProps<Listing>['columns'] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (£/month)', type: 'number', width: 140, editable: true },
];

interface SortStep {
  before: GridSortModel;
  after: GridSortModel;
}

function createSortHistoryHandler(
  apiRef: React.RefObject<GridApiPremium>,
): GridHistoryEventHandler<SortStep> {
  // The event only carries the new model, so the handler remembers the previous one.
  let current: GridSortModel = [];
  const apply = (model: GridSortModel) => {
    current = model;
    apiRef.current.setSortModel(model);
  };
  return {
    store: (model: GridSortModel) => {
      const step = { before: current, after: model };
      current = model;
      return step;
    },
    undo: ({ before }) => apply(before),
    redo: ({ after }) => apply(after),
  };
}

export default function UndoRedoSortHandler() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    const api = apiRef as React.RefObject<GridApiPremium>;
    // A custom map replaces the defaults, so the three built-in handlers are listed again.
    const handlers: Partial<DataGridPremiumProps['historyEventHandlers']> = {
      cellEditStop: createCellEditHistoryHandler(api),
      rowEditStop: createRowEditHistoryHandler(api),
      clipboardPasteEnd: createClipboardPasteHistoryHandler(api),
      sortModelChange: createSortHistoryHandler(api),
    };
    return handlers as DataGridPremiumProps['historyEventHandlers'];
  }, [apiRef]);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        historyEventHandlers={historyEventHandlers}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
