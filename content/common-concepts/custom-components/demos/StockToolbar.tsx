import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, ExportCsv, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';

interface Item {
  id: number;
  product: string;
  location: string;
  quantity: number;
}

const rows: Item[] = [
  { id: 1, product: 'Oak desk', location: 'Aisle 3', quantity: 14 },
  { id: 2, product: 'Desk lamp', location: 'Aisle 1', quantity: 82 },
  { id: 3, product: 'Office chair', location: 'Aisle 3', quantity: 0 },
  { id: 4, product: 'Monitor arm', location: 'Aisle 2', quantity: 37 },
  { id: 5, product: 'Cable tray', location: 'Aisle 2', quantity: 120 },
];

const columns: GridColDef<Item>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 110 },
];

// Styled with the theme, so the buttons follow light and dark mode and the primary colour.
const PillButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  '&:hover': { background: theme.palette.action.hover },
  '&[aria-expanded="true"]': { borderColor: theme.palette.primary.main },
}));

const Count = styled('span')(({ theme }) => ({
  minWidth: 18,
  padding: '0 5px',
  borderRadius: 999,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: 11,
  lineHeight: '18px',
}));

function StockToolbarSlot() {
  return (
    <Toolbar>
      <Box component="span" sx={{ flex: 1, fontWeight: 600, fontSize: 14 }}>
        Warehouse stock
      </Box>
      <FilterPanelTrigger
        render={(props, state) => (
          <PillButton {...props}>
            <FilterListIcon fontSize="small" />
            Filters
            {state.filterCount > 0 && <Count>{state.filterCount}</Count>}
          </PillButton>
        )}
      />
      <ExportCsv render={<PillButton />}>
        <FileDownloadIcon fontSize="small" />
        Export
      </ExportCsv>
    </Toolbar>
  );
}

export default function StockToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: StockToolbarSlot }} showToolbar />
    </Box>
  );
}
