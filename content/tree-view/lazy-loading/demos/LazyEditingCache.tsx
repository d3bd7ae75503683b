import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

interface Doc {
  id: string;
  label: string;
  childrenCount: number;
}

// A fake server that keeps renamed labels, as a real one would after a PATCH.
const serverLabels: Record<string, string> = {};
const folders: Record<string, string[]> = {
  root: ['Contracts', 'Invoices'],
  contracts: ['Lease 2024', 'Supplier terms'],
  invoices: ['March', 'April'],
};

function fetchDocs(parentId?: string): Promise<Doc[]> {
  const docs = (folders[parentId ?? 'root'] ?? []).map((name) => {
    const id = parentId ? `${parentId}/${name.toLowerCase().replace(/ /g, '-')}` : name.toLowerCase();
    return { id, label: serverLabels[id] ?? name, childrenCount: folders[id]?.length ?? 0 };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(docs), 400);
  });
}

const cache = new DataSourceCacheDefault<Doc>({ ttl: 10 * 60_000 });
const dataSource = { getChildrenCount: (doc: Doc) => doc.childrenCount, getTreeItems: fetchDocs };
const noItems: Doc[] = [];

export default function LazyEditingCache() {
  const apiRef = useRichTreeViewProApiRef();
  const [patchCache, setPatchCache] = React.useState(false);
  const [note, setNote] = React.useState('Rename a document, then close and reopen its folder.');

  const saveLabel = (itemId: string, label: string) => {
    serverLabels[itemId] = label;
    const parentId = apiRef.current?.getParentId(itemId);
    const cached = parentId ? cache.get(parentId) : undefined;
    // The tree only updates its own copy of the label; the cached response still has the old one.
    if (patchCache && parentId && Array.isArray(cached)) {
      cache.set(
        parentId,
        cached.map((doc) => (doc.id === itemId ? { ...doc, label } : doc)),
      );
    }
    setNote(`Saved "${label}"${patchCache ? ' and patched the cache' : ', cache left as it was'}.`);
  };

  return (
    <Box sx={{ minWidth: 300 }}>
      <FormControlLabel
        control={<Switch checked={patchCache} onChange={(event) => setPatchCache(event.target.checked)} />}
        label="Write new labels into the cache"
      />
      {/* Virtualized: the tree fills this fixed-height box (room for 7 rows of 32px). */}
      <Box sx={{ height: 224 }}>
        <RichTreeViewPro
          aria-label="Documents"
          apiRef={apiRef}
          items={noItems}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable={(doc) => doc.childrenCount === 0}
          onItemLabelChange={saveLabel}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {note}
      </Typography>
    </Box>
  );
}
