import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleTreeFocusApi() {
  const apiRef = useSimpleTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'drafts')}
        >
          Focus Drafts
        </Button>
        {/* "Invoices" sits inside the collapsed Archive folder: focusItem does nothing until it is expanded. */}
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'invoices')}
        >
          Focus Invoices
        </Button>
      </Box>
      <SimpleTreeView
        aria-label="Mail folders"
        apiRef={apiRef}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="inbox" label="Inbox" />
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="archive" label="Archive">
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem itemId="receipts" label="Receipts" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Focused item: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
