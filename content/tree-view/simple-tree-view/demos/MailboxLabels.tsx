import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import SendIcon from '@mui/icons-material/Send';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface FolderLabelProps {
  icon: React.ElementType;
  text: string;
  unread?: number;
}

// A label can be any React node; keep it non-interactive so clicks still reach the item.
function FolderLabel({ icon: Icon, text, unread }: FolderLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      {unread ? <Chip label={unread} size="small" color="primary" /> : null}
    </Box>
  );
}

export default function MailboxLabels() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 320 }}>
      <SimpleTreeView aria-label="Mailbox" defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label={<FolderLabel icon={InboxIcon} text="Inbox" unread={12} />}>
          <TreeItem itemId="inbox-work" label={<FolderLabel icon={LabelIcon} text="Work" unread={9} />} />
          <TreeItem itemId="inbox-family" label={<FolderLabel icon={LabelIcon} text="Family" unread={3} />} />
          <TreeItem itemId="inbox-receipts" label={<FolderLabel icon={LabelIcon} text="Receipts" />} />
        </TreeItem>
        <TreeItem itemId="sent" label={<FolderLabel icon={SendIcon} text="Sent" />} />
      </SimpleTreeView>
    </Box>
  );
}
