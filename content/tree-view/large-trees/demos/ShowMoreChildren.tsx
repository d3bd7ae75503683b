import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const PAGE_SIZE = 25;
const TOTAL = 1000;

// One thousand log entries with deterministic timestamps.
const entries: Item[] = Array.from({ length: TOTAL }, (_, index) => {
  const minutes = index * 7;
  const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { id: `log-${index}`, label: `${time} · request ${1000 + index} served` };
});

const isItemSelectionDisabled = (item: Item) => item.id === 'show-more';

export default function ShowMoreChildren() {
  const [shown, setShown] = React.useState(PAGE_SIZE);
  const showMore = () => setShown((previous) => Math.min(previous + PAGE_SIZE, TOTAL));

  // Only `shown` entries become items; a last pseudo-item reveals the next page.
  const items = React.useMemo<Item[]>(() => {
    const children = entries.slice(0, shown);
    if (shown < TOTAL) {
      children.push({ id: 'show-more', label: `Show ${PAGE_SIZE} more (${TOTAL - shown} hidden)` });
    }
    return [{ id: 'access-log', label: `access.log (${TOTAL} lines)`, children }];
  }, [shown]);

  return (
    <Box sx={{ height: 360, minWidth: 300, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <RichTreeView
        aria-label="Server logs"
        items={items}
        defaultExpandedItems={['access-log']}
        isItemSelectionDisabled={isItemSelectionDisabled}
        onItemClick={(event, itemId) => {
          if (itemId === 'show-more') {
            showMore();
          }
        }}
        slotProps={{
          // Enter on the pseudo-item works like a click, for keyboard users.
          item: ({ itemId }) =>
            itemId === 'show-more'
              ? { onKeyDown: (event) => (event.key === 'Enter' ? showMore() : undefined) }
              : {},
        }}
      />
    </Box>
  );
}
