import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Node {
  id: string;
  label: string;
  childrenCount: number;
}

// Each request to the inbox returns one more message than the last.
let inboxSize = 2;
const senders = ['Priya', 'Tom', 'Lea', 'Marco', 'Yuki', 'Sam', 'Olu', 'Ines'];

function fetchNodes(parentId?: string): Promise<Node[]> {
  let result: Node[];
  if (!parentId) {
    result = [
      { id: 'inbox', label: 'Inbox', childrenCount: -1 },
      { id: 'sent', label: 'Sent', childrenCount: 0 },
    ];
  } else {
    result = Array.from({ length: inboxSize }, (_, index) => ({
      id: `message-${index}`,
      label: `Message from ${senders[index % senders.length]}`,
      childrenCount: 0,
    }));
    inboxSize = Math.min(inboxSize + 1, senders.length);
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 500);
  });
}

const noItems: Node[] = [];

export default function RefreshChildren() {
  const apiRef = useRichTreeViewProApiRef();

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateItemChildren?.('inbox')}>
          Check for new mail
        </Button>
      </Stack>
      {/* Virtualized: the tree fills this fixed-height box (room for 11 rows of 32px). */}
      <Box sx={{ height: 352 }}>
        <RichTreeViewPro
          aria-label="Mailbox"
          apiRef={apiRef}
          items={noItems}
          defaultExpandedItems={['inbox']}
          dataSource={{ getChildrenCount: (node) => node.childrenCount, getTreeItems: fetchNodes }}
        />
      </Box>
    </Box>
  );
}
