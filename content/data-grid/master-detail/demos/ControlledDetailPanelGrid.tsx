import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, DataGridProProps, GridColDef, GridRowId } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    ticket: 'HD-311',
    title: 'Cannot reset password',
    body: 'The reset e-mail never arrives. Checked spam. Tried two browsers.',
  },
  {
    id: 2,
    ticket: 'HD-312',
    title: 'Invoice shows wrong VAT',
    body: 'March invoice applies 19% instead of 21% for a Dutch address.',
  },
  {
    id: 3,
    ticket: 'HD-313',
    title: 'Export times out',
    body: 'CSV export of the full customer list stops after about 60 seconds.',
  },
  {
    id: 4,
    ticket: 'HD-314',
    title: 'Feature request: dark mode',
    body: 'Several users asked for a dark theme in the dashboard.',
  },
];

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1 },
];

const getDetailPanelContent: DataGridProProps['getDetailPanelContent'] = ({ row }) => (
  <Box sx={{ px: 3, py: 2 }}>
    <Typography variant="body2">{row.body}</Typography>
  </Box>
);

// A fixed height avoids measuring content; pick one that fits the longest text.
const getDetailPanelHeight = () => 64;

export default function ControlledDetailPanelGrid() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([2]));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" onClick={() => setExpanded(new Set(rows.map((row) => row.id)))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded(new Set())}>
          Collapse all
        </Button>
        <Typography variant="body2">Open: {[...expanded].join(', ') || 'none'}</Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
      </Box>
    </Box>
  );
}
