import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface Note {
  id: string;
  label: string;
  locked?: boolean;
  children?: Note[];
}

const notebook: Note[] = [
  {
    id: 'work',
    label: 'Work',
    children: [
      { id: 'note-standup', label: 'Stand-up notes' },
      { id: 'note-okr', label: 'Q3 objectives', locked: true },
    ],
  },
  {
    id: 'home',
    label: 'Home',
    children: [
      { id: 'note-garden', label: 'Garden plan' },
      { id: 'note-recipes', label: 'Recipes to try' },
    ],
  },
];

// Notebooks keep their names; notes can be renamed unless locked.
const isItemEditable = (note: Note) => !note.children && !note.locked;

export default function EditableLeavesOnly() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Notebook"
        items={notebook}
        isItemEditable={isItemEditable}
        defaultExpandedItems={['work', 'home']}
        sx={{
          // Hint at editability with a dotted underline.
          [`& .${treeItemClasses.content}[data-editable] .${treeItemClasses.label}`]: {
            textDecoration: 'underline dotted',
            textUnderlineOffset: 3,
          },
        }}
      />
    </Box>
  );
}
