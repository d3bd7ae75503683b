import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Folder = TreeViewDefaultItemModelProperties;

const initialFolders: Folder[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'photos-2025', label: '2025' },
      { id: 'photos-2026', label: '2026' },
    ],
  },
  { id: 'scans', label: 'Scans' },
];

function addChild(folders: Folder[], parentId: string, child: Folder): Folder[] {
  return folders.map((folder) => {
    if (folder.id === parentId) {
      return { ...folder, children: [...(folder.children ?? []), child] };
    }
    return folder.children ? { ...folder, children: addChild(folder.children, parentId, child) } : folder;
  });
}

function renameFolder(folders: Folder[], folderId: string, label: string): Folder[] {
  return folders.map((folder) => ({
    ...folder,
    label: folder.id === folderId ? label : folder.label,
    children: folder.children && renameFolder(folder.children, folderId, label),
  }));
}

export default function NewFolderRename() {
  const apiRef = useRichTreeViewApiRef();
  const [folders, setFolders] = React.useState(initialFolders);
  const [expanded, setExpanded] = React.useState<string[]>(['photos']);
  const [selected, setSelected] = React.useState<string | null>('photos');
  const [created, setCreated] = React.useState<string | null>(null);
  const counter = React.useRef(0);

  const handleCreate = () => {
    const parentId = selected ?? 'photos';
    counter.current += 1;
    const id = `new-folder-${counter.current}`;
    setFolders((previous) => addChild(previous, parentId, { id, label: 'New folder' }));
    // The new item must be visible before its input can open.
    setExpanded((previous) => (previous.includes(parentId) ? previous : [...previous, parentId]));
    setSelected(id);
    setCreated(id);
  };

  // Runs after the render that added the item, so the tree knows it by then.
  React.useEffect(() => {
    if (created) {
      apiRef.current?.focusItem(null, created);
      apiRef.current?.setEditedItem(created);
      setCreated(null);
    }
  }, [apiRef, created, folders]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={handleCreate} sx={{ mb: 1 }}>
        New folder in the selected one
      </Button>
      <RichTreeView
        aria-label="Folders"
        apiRef={apiRef}
        items={folders}
        isItemEditable
        onItemLabelChange={(itemId, label) => setFolders((previous) => renameFolder(previous, itemId, label))}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
