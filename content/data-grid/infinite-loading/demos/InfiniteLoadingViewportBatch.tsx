import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowScrollEndParams } from '@mui/x-data-grid-pro';

interface Photo {
  id: number;
  title: string;
  camera: string;
  likes: number;
}

const CAMERAS = ['X100V', 'Q2', 'R6', 'Z6 II', 'GR III'];
const PLACES = ['Fjord', 'Market', 'Dunes', 'Old town', 'Harbour', 'Forest'];

// The "server": 300 photos, served in batches of whatever size is asked.
const PHOTOS: Photo[] = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  title: `${PLACES[i % PLACES.length]} at dusk #${i + 1}`,
  camera: CAMERAS[(i * 3) % CAMERAS.length],
  likes: (i * 47) % 900,
}));

function fetchPhotos(offset: number, limit: number) {
  return new Promise<Photo[]>((resolve) => {
    setTimeout(() => resolve(PHOTOS.slice(offset, offset + limit)), 500);
  });
}

const columns: GridColDef<Photo>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'camera', headerName: 'Camera', width: 110 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 90 },
];

export default function InfiniteLoadingViewportBatch() {
  const [rows, setRows] = React.useState<Photo[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [batches, setBatches] = React.useState<number[]>([]);
  const busy = React.useRef(false);

  const load = React.useCallback(async (offset: number, limit: number) => {
    busy.current = true;
    setLoading(true);
    const batch = await fetchPhotos(offset, limit);
    setRows((previous) => [...previous, ...batch]);
    setBatches((previous) => [...previous, batch.length]);
    setLoading(false);
    busy.current = false;
  }, []);

  React.useEffect(() => {
    // The first batch: a fixed size, the viewport is not measured yet.
    // The guard keeps a second run of the effect (React's Strict Mode) from loading it twice.
    if (!busy.current) {
      load(0, 20);
    }
  }, [load]);

  const handleScrollEnd = (params: GridRowScrollEndParams) => {
    if (busy.current || rows.length >= PHOTOS.length) {
      return;
    }
    // Two screens' worth of rows, whatever the grid height.
    load(rows.length, params.viewportPageSize * 2);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={handleScrollEnd}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Batch sizes so far: {batches.join(', ') || '…'}
      </Typography>
    </Box>
  );
}
