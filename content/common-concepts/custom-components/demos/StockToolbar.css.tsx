import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, ExportCsv, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';
import styles from './StockToolbar.module.css';

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

function StockToolbarSlot() {
  return (
    <Toolbar>
      <span className={styles.title}>Warehouse stock</span>
      <FilterPanelTrigger
        render={(props, state) => (
          <button {...props} className={styles.pill}>
            <FilterListIcon fontSize="small" />
            Filters
            {state.filterCount > 0 && <span className={styles.count}>{state.filterCount}</span>}
          </button>
        )}
      />
      <ExportCsv render={<button className={styles.pill} />}>
        <FileDownloadIcon fontSize="small" />
        Export
      </ExportCsv>
    </Toolbar>
  );
}

export default function StockToolbar() {
  return (
    <div className={styles.root}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: StockToolbarSlot }} showToolbar />
    </div>
  );
}
