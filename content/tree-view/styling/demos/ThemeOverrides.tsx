import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Extends the surrounding theme (or the default one), so light and dark mode carry over.
const extendTheme = (outer: Theme) => {
  const palette = (outer.vars ?? outer).palette;
  return createTheme(outer, {
    components: {
      MuiRichTreeView: {
        defaultProps: { itemChildrenIndentation: 20 },
      },
      MuiTreeItem: {
        styleOverrides: {
          content: {
            borderRadius: 999,
            paddingTop: 2,
            paddingBottom: 2,
            '&[data-selected], &[data-selected]:hover': {
              backgroundColor: palette.secondary.main,
              color: palette.secondary.contrastText,
            },
          },
          label: { fontSize: 14 },
        },
      },
    },
  });
};

const courses: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'spanish',
    label: 'Spanish',
    children: [
      { id: 'spanish-a1', label: 'A1 · Beginner' },
      { id: 'spanish-a2', label: 'A2 · Elementary' },
    ],
  },
  {
    id: 'german',
    label: 'German',
    children: [{ id: 'german-b1', label: 'B1 · Intermediate' }],
  },
];

export default function ThemeOverrides() {
  const outer = useTheme();
  const theme = React.useMemo(() => extendTheme(outer), [outer]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: 220, minWidth: 260, [`& .${treeItemClasses.root}`]: { my: 0.25 } }}>
        <RichTreeView
          aria-label="Language courses"
          items={courses}
          defaultExpandedItems={['spanish']}
          defaultSelectedItems="spanish-a2"
        />
      </Box>
    </ThemeProvider>
  );
}
