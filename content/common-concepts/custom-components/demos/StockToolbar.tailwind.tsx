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

// Utility classes only; `dark:` follows the page's dark mode.
const pill =
  'inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-[13px] ' +
  'cursor-pointer hover:bg-slate-100 aria-expanded:border-sky-600 dark:border-slate-600 dark:hover:bg-slate-800';

function StockToolbarSlot() {
  return (
    <Toolbar>
      <span className="flex-1 text-sm font-semibold">Warehouse stock</span>
      <FilterPanelTrigger
        render={(props, state) => (
          <button {...props} className={pill}>
            <FilterListIcon fontSize="small" />
            Filters
            {state.filterCount > 0 && (
              <span className="min-w-[18px] rounded-full bg-sky-600 px-[5px] text-[11px] leading-[18px] text-white">
                {state.filterCount}
              </span>
            )}
          </button>
        )}
      />
      <ExportCsv render={<button className={pill} />}>
        <FileDownloadIcon fontSize="small" />
        Export
      </ExportCsv>
    </Toolbar>
  );
}

export default function StockToolbar() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: StockToolbarSlot }} showToolbar />
    </div>
  );
}
