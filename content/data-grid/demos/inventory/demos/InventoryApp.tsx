import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {
  DataGridPremium,
  GridActionsCellItem,
  GridColDef,
  GridFilterModel,
  GridPreProcessEditCellProps,
  GridRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Item {
  id: number;
  sku: string;
  product: string;
  category: string;
  warehouse: string;
  inStock: number;
  reorderPoint: number;
  unitCost: number;
  lastRestocked: Date;
}

type Status = 'In stock' | 'Low stock' | 'Out of stock';

const CATALOG: Record<string, string[]> = {
  Furniture: ['Desk', 'Task chair', 'Bookcase', 'Side table', 'Stool', 'Drawer unit'],
  Lighting: ['Floor lamp', 'Desk lamp', 'Pendant', 'LED strip', 'Wall light'],
  Electronics: ['Monitor', 'Dock', 'Headset', 'Webcam', 'Keyboard', 'Charger'],
  Stationery: ['Notebook', 'Pen set', 'Stapler', 'Desk tray', 'Planner'],
};
const WAREHOUSES = ['Rotterdam', 'Leipzig', 'Porto'];
const COST: Record<string, number> = { Furniture: 140, Lighting: 45, Electronics: 90, Stationery: 6 };

const initialRows: Item[] = Object.entries(CATALOG).flatMap(([category, names], c) =>
  names.flatMap((name, n) =>
    WAREHOUSES.slice(0, 2 + ((c + n) % 2)).map((warehouse, w) => {
      const id = c * 100 + n * 10 + w;
      return {
        id,
        sku: `${category.slice(0, 3).toUpperCase()}-${String(id).padStart(4, '0')}`,
        product: name,
        category,
        warehouse,
        inStock: (id * 37) % 11 === 0 ? 0 : (id * 53) % 180,
        reorderPoint: 20 + ((id * 7) % 4) * 10,
        unitCost: Math.round(COST[category] * (0.6 + ((id * 13) % 9) / 10) * 100) / 100,
        lastRestocked: new Date(2026, (id * 5) % 10, 1 + ((id * 11) % 27)),
      };
    }),
  ),
);

const statusOf = (item: Item): Status =>
  item.inStock === 0 ? 'Out of stock' : item.inStock <= item.reorderPoint ? 'Low stock' : 'In stock';
const STATUS_COLORS = { 'In stock': 'success', 'Low stock': 'warning', 'Out of stock': 'error' } as const;
const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** Stock counts are whole, non-negative numbers: any other value keeps the cell in edit mode. */
const wholeCount = ({ props }: GridPreProcessEditCellProps) => ({
  ...props,
  error: !(Number.isInteger(props.value) && props.value >= 0),
});

const LOW_STOCK: GridFilterModel = {
  items: [{ id: 'low', field: 'status', operator: 'isAnyOf', value: ['Low stock', 'Out of stock'] }],
};

export default function InventoryApp() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [summary, setSummary] = React.useState({ value: 0, low: 0, out: 0 });

  // The grid owns the rows (edits, pastes, undo and restocks change them in place): read them back
  // whenever its rows change to keep the summary line current.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const update = () => {
      const items = [...api.getRowModels().values()] as Item[];
      setSummary({
        value: items.reduce((sum, item) => sum + item.inStock * item.unitCost, 0),
        low: items.filter((item) => statusOf(item) === 'Low stock').length,
        out: items.filter((item) => statusOf(item) === 'Out of stock').length,
      });
    };
    update();
    return api.subscribeEvent('rowsSet', update);
  }, [apiRef]);

  const columns = React.useMemo<GridColDef<Item>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 100 },
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
      { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: Object.keys(CATALOG) },
      {
        field: 'warehouse',
        headerName: 'Warehouse',
        type: 'singleSelect',
        valueOptions: WAREHOUSES,
        editable: true,
      },
      {
        field: 'inStock',
        headerName: 'In stock',
        type: 'number',
        width: 100,
        editable: true,
        preProcessEditCellProps: wholeCount,
      },
      {
        field: 'reorderPoint',
        headerName: 'Reorder at',
        type: 'number',
        width: 100,
        editable: true,
        preProcessEditCellProps: wholeCount,
      },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: ['In stock', 'Low stock', 'Out of stock'],
        width: 130,
        valueGetter: (_value, row) => (row.sku ? statusOf(row) : undefined),
        renderCell: ({ value }) =>
          value ? (
            <Chip size="small" variant="outlined" label={value} color={STATUS_COLORS[value as Status]} />
          ) : null,
      },
      {
        field: 'unitCost',
        headerName: 'Unit cost',
        type: 'number',
        width: 110,
        editable: true,
        valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
      },
      {
        field: 'stockValue',
        headerName: 'Stock value',
        type: 'number',
        width: 130,
        valueGetter: (_value, row) => (row.sku ? row.inStock * row.unitCost : undefined),
        valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
      },
      { field: 'lastRestocked', headerName: 'Restocked', type: 'date', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ row }) =>
          row.sku
            ? [
                <GridActionsCellItem
                  key="restock"
                  icon={<LocalShippingIcon />}
                  label={`Restock ${row.sku}`}
                  onClick={() =>
                    apiRef.current?.updateRows([
                      { id: row.id, inStock: row.reorderPoint * 3, lastRestocked: new Date() },
                    ])
                  }
                />,
              ]
            : [],
      },
    ],
    [apiRef],
  );

  // A higher count typed in is a delivery: date it today.
  const processRowUpdate = (next: GridRowModel<Item>, previous: GridRowModel<Item>) =>
    next.inStock > previous.inStock ? { ...next, lastRestocked: new Date() } : next;

  const lowOnly = filterModel.items.some((item) => item.id === 'low');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="body2" aria-live="polite">
          Stock value {euros.format(summary.value)} · {summary.low} low · {summary.out} out of stock
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={lowOnly}
              onChange={(event) => setFilterModel(event.target.checked ? LOW_STOCK : { items: [] })}
            />
          }
          label="Needs reordering"
        />
      </Stack>
      <Box sx={{ height: 560 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          showToolbar
          cellSelection
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['category'] },
            aggregation: { model: { inStock: 'sum', stockValue: 'sum' } },
            columns: { columnVisibilityModel: { category: false } },
          }}
        />
      </Box>
    </Box>
  );
}
