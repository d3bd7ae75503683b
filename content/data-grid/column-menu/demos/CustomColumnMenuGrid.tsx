import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
} from '@mui/x-data-grid';

function CopyFieldItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  return (
    <MenuItem
      onClick={(event) => {
        void navigator.clipboard?.writeText(colDef.field);
        onClick(event); // closes the menu
      }}
    >
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy field name</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // Remove the "Hide column / Manage columns" group and add our own item.
      slots={{ columnMenuColumnsItem: null, columnMenuCopyItem: CopyFieldItem }}
      slotProps={{ columnMenuCopyItem: { displayOrder: 5 } }}
    />
  );
}

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, book: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, book: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, book: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
];

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

export default function CustomColumnMenuGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}
