import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  price: number;
  description: string | null;
}

const rows: Listing[] = [
  { id: 1, address: '12 Elm Row', price: 385000, description: 'Two-bedroom flat with a south-facing balcony and a new kitchen.' },
  { id: 2, address: '4 Quay Street', price: 512000, description: 'Converted warehouse loft, exposed brick, parking space included.' },
  { id: 3, address: '27 Mill Lane', price: 298000, description: null },
  { id: 4, address: '9 Orchard Close', price: 640000, description: 'Detached family house with a large garden and a garage.' },
];

// The toggle cell's value is `true` while the row's panel is open.
function DetailsToggle(props: GridRenderCellParams<Listing, boolean>) {
  const { id, value: isExpanded } = props;
  const apiRef = useGridApiContext();
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const hasContent = React.isValidElement(contentCache[id]);

  // No onClick: a click inside the toggle cell already opens or closes the panel.
  return (
    <Button size="small" tabIndex={-1} disabled={!hasContent} aria-expanded={isExpanded}>
      {hasContent ? (isExpanded ? 'Hide' : 'Show') : 'None'}
    </Button>
  );
}

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `£${value.toLocaleString('en-GB')}`,
  },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Description',
    // The default header is an empty element: draw the title explicitly.
    renderHeader: () => 'Description',
    width: 120,
    renderCell: (params) => <DetailsToggle {...params} />,
  },
];

const getDetailPanelContent: DataGridProProps<Listing>['getDetailPanelContent'] = ({ row }) =>
  row.description ? (
    <Typography variant="body2" sx={{ p: 2 }}>
      {row.description}
    </Typography>
  ) : null;

const getDetailPanelHeight = () => 64;

export default function CustomDetailToggleGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
