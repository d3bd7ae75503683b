import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

interface Team {
  id: string;
  label: string;
  memberCount: number;
}

const teams: Record<string, string[]> = {
  root: ['Platform', 'Payments', 'Growth'],
  platform: ['Ana Ruiz', 'Bo Lindqvist', 'Chidi Okafor'],
  payments: ['Dana Kim', 'Emil Novak'],
  growth: ['Fatima Haddad', 'Gus Olsen', 'Hana Sato', 'Ivo Petrov'],
};

function fetchTeam(parentId?: string): Promise<Team[]> {
  const names = teams[parentId ?? 'root'] ?? [];
  const result = names.map((name) => {
    const id = parentId ? `${parentId}-${name.split(' ')[0].toLowerCase()}` : name.toLowerCase();
    return { id, label: name, memberCount: parentId ? 0 : (teams[id]?.length ?? 0) };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 600);
  });
}

// Entries stay fresh for 15 seconds, then the next expansion fetches again.
const cache = new DataSourceCacheDefault<Team>({ ttl: 15_000 });
const dataSource = { getChildrenCount: (team: Team) => team.memberCount, getTreeItems: fetchTeam };
const noItems: Team[] = [];

export default function LazyLoadingCache() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 300 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 13 rows of 32px). */}
      <Box sx={{ height: 416 }}>
        <RichTreeViewPro
          aria-label="Teams"
          items={noItems}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemsLazyLoaded={({ items, parentId, isCacheHit }) =>
            setLog((previous) =>
              [
                `${parentId ?? 'root'}: ${items.length} items ${isCacheHit ? 'from the cache' : 'from the server'}`,
                ...previous,
              ].slice(0, 4),
            )
          }
        />
      </Box>
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        {log.map((line, index) => (
          <div key={`${index}-${line}`}>{line}</div>
        ))}
      </Typography>
    </Box>
  );
}
