import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  role: string;
  email: string;
}

const people = [
  ['Adaeze Obi', 'Product designer'],
  ['Bastien Roux', 'Backend engineer'],
  ['Chiara Bianchi', 'Engineering manager'],
  ['Daniel Cohen', 'Data analyst'],
  ['Emi Watanabe', 'Frontend engineer'],
  ['Felipe Ramos', 'Support lead'],
  ['Greta Holm', 'Recruiter'],
];

const rows: Member[] = people.map(([name, role], index) => ({
  id: index + 1,
  name,
  role,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
}));

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

function MemberCard({ row }: GridRenderCellParams<Member>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 36, height: 36 }}>{row.name[0]}</Avatar>
      <div>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.role} · {row.email}
        </Typography>
      </div>
    </Stack>
  );
}

// In list view the grid renders this single column, one card per row.
const listColumn: GridListViewColDef<Member> = { field: 'listColumn', renderCell: MemberCard };

export default function ListViewBasic() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listColumn}
        rowHeight={64}
        hideFooter
      />
    </Box>
  );
}
