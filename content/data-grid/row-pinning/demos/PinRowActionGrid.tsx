import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCell, GridActionsCellItem, GridColDef } from '@mui/x-data-grid-pro';

interface Mail {
  id: number;
  from: string;
  subject: string;
}

const MAILS: Mail[] = [
  { id: 1, from: 'Payroll', subject: 'Your March payslip is ready' },
  { id: 2, from: 'Wen Li', subject: 'Slides for Thursday' },
  { id: 3, from: 'IT desk', subject: 'Scheduled maintenance on Saturday' },
  { id: 4, from: 'Anya Petrova', subject: 'Lunch next week?' },
  { id: 5, from: 'Facilities', subject: 'Fire drill at 10:30' },
  { id: 6, from: 'Marco Bianchi', subject: 'Contract draft v3' },
];

export default function PinRowActionGrid() {
  const [pinnedIds, setPinnedIds] = React.useState<number[]>([3]);

  // A row lives either in `rows` or in `pinnedRows`, never in both.
  const rows = MAILS.filter((mail) => !pinnedIds.includes(mail.id));
  const top = pinnedIds.map((id) => MAILS.find((mail) => mail.id === id)!);

  const columns: GridColDef<Mail>[] = [
    {
      field: 'pin',
      type: 'actions',
      width: 60,
      renderCell: (params) => {
        const isPinned = pinnedIds.includes(params.row.id);
        return (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={isPinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={isPinned ? 'Unpin' : 'Pin to top'}
              onClick={() =>
                setPinnedIds((prev) =>
                  isPinned ? prev.filter((id) => id !== params.row.id) : [...prev, params.row.id],
                )
              }
            />
          </GridActionsCell>
        );
      },
    },
    { field: 'from', headerName: 'From', width: 150 },
    { field: 'subject', headerName: 'Subject', flex: 1 },
  ];

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={{ top }} hideFooter />
    </Box>
  );
}
