import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

// The shape of `oldPosition` and `newPosition` in onItemPositionChange.
interface Position {
  parentId: string | null;
  index: number;
}

const initialOutline: Item[] = [
  {
    id: 'intro',
    label: 'Introduction',
    children: [
      { id: 'intro-why', label: 'Why this talk' },
      { id: 'intro-agenda', label: 'Agenda' },
    ],
  },
  {
    id: 'body',
    label: 'Main points',
    children: [
      { id: 'body-numbers', label: 'The numbers' },
      { id: 'body-story', label: 'A customer story' },
      { id: 'body-demo', label: 'Live demo' },
    ],
  },
  { id: 'questions', label: 'Questions' },
];

// Applies a move the way the tree does: take the item out of its old parent, then insert it at the new index.
function applyMove(items: Item[], itemId: string, from: Position, to: Position) {
  let moved: Item | undefined;
  const take = (list: Item[], parentId: string | null): Item[] => {
    const next = list.map((item) =>
      item.children ? { ...item, children: take(item.children, item.id) } : item,
    );
    if (parentId === from.parentId) {
      [moved] = next.splice(from.index, 1);
    }
    return next;
  };
  const put = (list: Item[], parentId: string | null): Item[] => {
    const next = list.map((item) =>
      item.children || item.id === to.parentId
        ? { ...item, children: put(item.children ?? [], item.id) }
        : item,
    );
    if (parentId === to.parentId && moved) {
      next.splice(to.index, 0, moved);
    }
    return next;
  };
  const withoutItem = take(items, null);
  return moved?.id === itemId ? put(withoutItem, null) : items;
}

export default function UndoMoves() {
  const [outline, setOutline] = React.useState(initialOutline);
  const [history, setHistory] = React.useState<Item[][]>([]);

  return (
    <Box sx={{ minWidth: 280 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={history.length === 0}
          onClick={() => {
            setOutline(history[history.length - 1]);
            setHistory(history.slice(0, -1));
          }}
        >
          Undo
        </Button>
        <Typography variant="body2">{history.length} move(s) to undo</Typography>
      </Box>
      {/* Virtualized: the tree fills this fixed-height box (room for 9 rows of 32px). */}
      <Box sx={{ height: 288 }}>
        <RichTreeViewPro
          aria-label="Talk outline"
          items={outline}
          itemsReordering
          defaultExpandedItems={['intro', 'body']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
            setHistory((previous) => [...previous, outline]);
            setOutline(applyMove(outline, itemId, oldPosition, newPosition));
          }}
        />
      </Box>
    </Box>
  );
}
