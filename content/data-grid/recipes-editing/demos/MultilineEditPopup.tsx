import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, GridColDef, GridRenderEditCellParams, useGridApiContext } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Espresso machine',
    rating: 5,
    comment: 'Heats up fast.\nThe milk frother is loud but works well.',
  },
  { id: 2, product: 'Standing desk', rating: 4, comment: 'Sturdy at full height. Assembly took two hours.' },
  {
    id: 3,
    product: 'Noise-cancelling headphones',
    rating: 3,
    comment: 'Great sound.\nEar cups get warm after an hour.\nCase is bulky.',
  },
  {
    id: 4,
    product: 'Mechanical keyboard',
    rating: 5,
    comment: 'Tactile switches, no flex. Would buy again.',
  },
];

function MultilineEditCell(props: GridRenderEditCellParams<Review, string>) {
  const { id, field, value, colDef } = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Enter alone would commit the edit: keep Shift+Enter for new lines.
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <div ref={setAnchor} style={{ alignSelf: 'flex-start', height: 1, width: colDef.computedWidth }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start">
          <Paper elevation={4} sx={{ p: 1, width: colDef.computedWidth }}>
            <InputBase
              multiline
              autoFocus
              minRows={4}
              fullWidth
              value={value ?? ''}
              inputProps={{ 'aria-label': 'Comment' }}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)
              }
              onKeyDown={handleKeyDown}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  {
    field: 'comment',
    headerName: 'Comment (double-click to edit)',
    flex: 1,
    minWidth: 260,
    editable: true,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];

export default function MultilineEditPopup() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
