import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Folder {
  id: string;
  name: string;
  unread: number;
  subfolders?: Folder[];
}

const mailbox: Folder[] = [
  {
    id: 'inbox',
    name: 'Inbox',
    unread: 12,
    subfolders: [
      { id: 'inbox/clients', name: 'Clients', unread: 4 },
      { id: 'inbox/newsletters', name: 'Newsletters', unread: 8 },
    ],
  },
  { id: 'drafts', name: 'Drafts', unread: 0 },
  { id: 'archive', name: 'Archive', unread: 0 },
];

function FolderLabel({ folder }: { folder: Folder }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      {/* The name comes first, so type-ahead and screen readers start with it. */}
      <span>{folder.name}</span>
      {folder.unread > 0 && <Chip size="small" color="primary" label={`${folder.unread} unread`} />}
    </Box>
  );
}

function renderFolder(folder: Folder) {
  return (
    <TreeItem key={folder.id} itemId={folder.id} label={<FolderLabel folder={folder} />}>
      {folder.subfolders?.map(renderFolder)}
    </TreeItem>
  );
}

export default function RichLabels() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 280 }}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['inbox']}>
        {mailbox.map(renderFolder)}
      </SimpleTreeView>
    </Box>
  );
}
