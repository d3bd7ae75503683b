import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  GridColDef,
  GridFilterModel,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  delayMin: number;
}

const destinations = ['Oslo', 'Rome', 'Dublin', 'Vienna', 'Prague', 'Athens', 'Riga'];
const allFlights: Flight[] = destinations.flatMap((destination, d) =>
  [0, 1].map((n) => ({
    id: d * 2 + n + 1,
    flight: `XQ${410 + d * 7 + n}`,
    destination,
    delayMin: ((d + 1) * (n + 2) * 9) % 70,
  })),
);

// Only offer what the backend can do: two string operators and two numeric ones.
const stringOperators = getGridStringOperators().filter((op) => ['contains', 'equals'].includes(op.value));
const numberOperators = getGridNumericOperators().filter((op) => ['>', '<'].includes(op.value));

function queryFlights(model: GridFilterModel) {
  return new Promise<Flight[]>((resolve) => {
    setTimeout(() => {
      const item = model.items[0];
      if (!item || item.value === undefined || item.value === '') {
        resolve(allFlights);
        return;
      }
      resolve(
        allFlights.filter((flight) => {
          const cell = flight[item.field as keyof Flight];
          switch (item.operator) {
            case 'contains':
              return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
            case 'equals':
              return String(cell).toLowerCase() === String(item.value).toLowerCase();
            case '>':
              return Number(cell) > Number(item.value);
            case '<':
              return Number(cell) < Number(item.value);
            default:
              return true;
          }
        }),
      );
    }, 400);
  });
}

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100, filterOperators: stringOperators },
  { field: 'destination', headerName: 'Destination', flex: 1, filterOperators: stringOperators },
  {
    field: 'delayMin',
    headerName: 'Delay (min)',
    type: 'number',
    width: 130,
    filterOperators: numberOperators,
  },
];

export default function ServerOperators() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'delayMin', operator: '>', value: 30 }],
  });
  const [rows, setRows] = React.useState<Flight[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryFlights(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
      />
    </Box>
  );
}
