import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import ArticleIcon from '@mui/icons-material/Article';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, useTreeItemModel, TreeItemProvider, TreeItemIcon } from '@mui/x-tree-view';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';

interface FileNode {
  id: string;
  label: string;
  kind: 'folder' | 'image' | 'doc';
  sizeKb?: number;
  children?: FileNode[];
}

const photos: FileNode[] = [
  { id: 'photos-beach', label: 'beach.jpg', kind: 'image', sizeKb: 2400 },
  { id: 'photos-city', label: 'city.png', kind: 'image', sizeKb: 860 },
];
const files: FileNode[] = [
  { id: 'photos', label: 'Photos', kind: 'folder', children: photos },
  { id: 'notes', label: 'notes.md', kind: 'doc', sizeKb: 4 },
];

const kindIcons = { folder: FolderIcon, image: ImageIcon, doc: ArticleIcon };

// Built from useTreeItem so the layout is ours while behaviour and ARIA stay the library's.
const FileItem = React.forwardRef(function FileItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const tree = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const file = useTreeItemModel<FileNode>(itemId);
  const KindIcon = kindIcons[file?.kind ?? 'doc'];

  return (
    <TreeItemProvider {...tree.getContextProviderProps()}>
      <TreeItemRoot {...tree.getRootProps()}>
        <TreeItemContent {...tree.getContentProps()}>
          <TreeItemIconContainer {...tree.getIconContainerProps()}>
            <TreeItemIcon status={tree.status} />
          </TreeItemIconContainer>
          <KindIcon fontSize="small" color={file?.kind === 'folder' ? 'primary' : 'action'} />
          <TreeItemLabel {...tree.getLabelProps()} />
          {file?.sizeKb ? (
            <Typography variant="caption" color="text.secondary">
              {file.sizeKb} KB
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...tree.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorerItem() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 300 }}>
      <RichTreeView
        aria-label="Files"
        items={files}
        defaultExpandedItems={['photos']}
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
