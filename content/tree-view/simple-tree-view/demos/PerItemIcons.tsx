import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PerItemIcons() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Tax documents"
        defaultExpandedItems={['tax-2025']}
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon }}
      >
        <TreeItem itemId="tax-2025" label="2025">
          <TreeItem itemId="tax-2025-return" label="Tax return.pdf" slots={{ endIcon: PictureAsPdfIcon }} />
          <TreeItem
            itemId="tax-2025-expenses"
            label="Expenses.xlsx"
            slots={{ endIcon: TableChartIcon }}
            slotProps={{ endIcon: { color: 'success' } }}
          />
        </TreeItem>
        <TreeItem itemId="tax-2024" label="2024">
          <TreeItem itemId="tax-2024-return" label="Tax return.pdf" slots={{ endIcon: PictureAsPdfIcon }} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
