import * as React from 'react';
import Box from '@mui/material/Box';
import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import DescriptionIcon from '@mui/icons-material/Description';
import MovieIcon from '@mui/icons-material/Movie';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Kind = 'folder' | 'audio' | 'video' | 'text';

interface MediaFile {
  id: string;
  label: string;
  kind: Kind;
  children?: MediaFile[];
}

const media: MediaFile[] = [
  {
    id: 'podcast',
    label: 'Podcast',
    kind: 'folder',
    children: [
      { id: 'ep-12', label: 'Episode 12.mp3', kind: 'audio' },
      { id: 'ep-12-notes', label: 'Episode 12 show notes.md', kind: 'text' },
      { id: 'trailer', label: 'Trailer.mp4', kind: 'video' },
    ],
  },
];

const kindById = new Map<string, Kind>();
const index = (files: MediaFile[]) =>
  files.forEach((file) => {
    kindById.set(file.id, file.kind);
    index(file.children ?? []);
  });
index(media);

const iconByKind = { audio: AudiotrackIcon, video: MovieIcon, text: DescriptionIcon };

export default function IconsFromItemType() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 280 }}>
      <RichTreeView
        aria-label="Podcast files"
        items={media}
        defaultExpandedItems={['podcast']}
        slotProps={{
          // Leaves get an icon for their type; folders keep the expand and collapse icons.
          item: ({ itemId }) => {
            const kind = kindById.get(itemId);
            return kind && kind !== 'folder'
              ? { slots: { endIcon: iconByKind[kind] }, slotProps: { endIcon: { color: 'action' } } }
              : {};
          },
        }}
      />
    </Box>
  );
}
