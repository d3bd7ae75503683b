import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGrid, GridColDef, GridRenderCellParams, useGridApiContext } from '@mui/x-data-grid';

interface Article {
  id: number;
  title: string;
  author: string;
  starred: boolean;
}

const rows: Article[] = [
  { id: 1, title: 'Designing forms that forgive', author: 'R. Okoye', starred: true },
  { id: 2, title: 'A field guide to caching', author: 'M. Lindqvist', starred: false },
  { id: 3, title: 'Accessible tables in practice', author: 'C. Duarte', starred: false },
  { id: 4, title: 'What we learned from 1 000 outages', author: 'P. Nair', starred: true },
  { id: 5, title: 'Naming things, revisited', author: 'J. Weber', starred: false },
];

function StarCell(props: GridRenderCellParams<Article, boolean>) {
  const { id, field, value, hasFocus, tabIndex } = props;
  const apiRef = useGridApiContext();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // When keyboard navigation lands on the cell, move the focus into the button.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      buttonRef.current?.focus();
    }
  }, [hasFocus]);

  return (
    <IconButton
      ref={buttonRef}
      size="small"
      tabIndex={tabIndex}
      aria-label={value ? 'Remove star' : 'Add star'}
      aria-pressed={value}
      onClick={() => apiRef.current.updateRows([{ id, [field]: !value }])}
    >
      {value ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<Article>[] = [
  {
    field: 'starred',
    headerName: 'Star',
    width: 70,
    sortable: false,
    renderCell: (params) => <StarCell {...params} />,
  },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
];

export default function FocusableCellContent() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
