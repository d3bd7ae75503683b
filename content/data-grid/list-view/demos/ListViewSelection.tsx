import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Message {
  id: number;
  from: string;
  subject: string;
}

const INITIAL: Message[] = [
  { id: 1, from: 'Delivery team', subject: 'Your parcel is on its way' },
  { id: 2, from: 'Ama (design)', subject: 'New icons for the settings page' },
  { id: 3, from: 'Calendar', subject: 'Reminder: sprint review at 14:00' },
  { id: 4, from: 'Billing', subject: 'Invoice for November' },
  { id: 5, from: 'Leo (support)', subject: 'Customer asks about exports' },
  { id: 6, from: 'Newsletter', subject: 'Five tips for faster builds' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From' },
  { field: 'subject', headerName: 'Subject' },
];

const listColumn: GridListViewColDef<Message> = {
  field: 'messageCard',
  renderCell: ({ row }) => (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.from}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.subject}
      </Typography>
    </Box>
  ),
};

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function ListViewSelection() {
  const [messages, setMessages] = React.useState(INITIAL);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(EMPTY);

  const archive = () => {
    setMessages((previous) => previous.filter((message) => !selection.ids.has(message.id)));
    setSelection(EMPTY);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={selection.ids.size === 0} onClick={archive}>
          Archive {selection.ids.size || ''}
        </Button>
        <Button size="small" onClick={() => setMessages(INITIAL)}>
          Restore all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={messages}
          columns={columns}
          listView
          listViewColumn={listColumn}
          rowHeight={56}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
