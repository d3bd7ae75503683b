import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const photos = [
  { id: 'photo-lake', label: 'lake.jpg' },
  { id: 'photo-market', label: 'market.jpg' },
  { id: 'photo-bridge', label: 'bridge.jpg' },
];

export default function ItemContextMenu() {
  const apiRef = useSimpleTreeViewApiRef();
  const [menu, setMenu] = React.useState<{ itemId: string; top: number; left: number } | null>(null);
  const [message, setMessage] = React.useState('Right-click a photo.');

  const openMenu = (itemId: string) => (event: React.MouseEvent<HTMLLIElement>) => {
    if (event.target instanceof Element && event.target.closest('[role="treeitem"]') !== event.currentTarget) {
      return;
    }
    event.preventDefault();
    apiRef.current?.focusItem(event, itemId);
    setMenu({ itemId, top: event.clientY, left: event.clientX });
  };

  const runAction = (action: string) => {
    if (menu) {
      setMessage(`${action}: ${menu.itemId}`);
      apiRef.current?.focusItem(null, menu.itemId);
    }
    setMenu(null);
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView aria-label="Holiday photos" apiRef={apiRef} defaultExpandedItems={['album']}>
        <TreeItem itemId="album" label="Lisbon 2025">
          {photos.map((photo) => (
            <TreeItem key={photo.id} itemId={photo.id} label={photo.label} onContextMenu={openMenu(photo.id)} />
          ))}
        </TreeItem>
      </SimpleTreeView>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={() => runAction('Download')}>Download</MenuItem>
        <MenuItem onClick={() => runAction('Share')}>Share</MenuItem>
        <MenuItem onClick={() => runAction('Move to trash')}>Move to trash</MenuItem>
      </Menu>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
