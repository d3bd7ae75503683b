import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape most APIs and databases return: one row per record, with a pointer to its parent.
interface EmployeeRow {
  id: number;
  name: string;
  title: string;
  managerId: number | null;
}

interface EmployeeNode extends EmployeeRow {
  reports: EmployeeNode[];
}

const firstNames = [
  'Ada',
  'Bruno',
  'Chloé',
  'Dev',
  'Esther',
  'Farid',
  'Grace',
  'Hiro',
  'Inès',
  'Jonas',
  'Kemi',
  'Luca',
];
const titles = ['Engineer', 'Designer', 'Analyst', 'Product manager'];

// Employee 1 runs the company, 2-4 report to 1, and each later employee reports to one of 2-4.
const rows: EmployeeRow[] = firstNames.map((name, index) => {
  const id = index + 1;
  let managerId: number | null = null;
  if (id > 1) {
    managerId = id <= 4 ? 1 : 2 + (id % 3);
  }
  return { id, name, managerId, title: id === 1 ? 'Chief executive' : titles[id % titles.length] };
});

function buildTree(flat: EmployeeRow[]): EmployeeNode[] {
  const nodes = new Map(flat.map((row) => [row.id, { ...row, reports: [] as EmployeeNode[] }]));
  const roots: EmployeeNode[] = [];
  nodes.forEach((node) => {
    const manager = node.managerId === null ? undefined : nodes.get(node.managerId);
    // A row whose manager is missing becomes a root rather than disappearing.
    (manager ? manager.reports : roots).push(node);
  });
  return roots;
}

const getItemId = (node: EmployeeNode) => `employee-${node.id}`;
const getItemLabel = (node: EmployeeNode) => `${node.name} · ${node.title}`;
const getItemChildren = (node: EmployeeNode) => (node.reports.length > 0 ? node.reports : undefined);

export default function FlatListToTree() {
  // Built once: a new array on every render would make the tree rebuild its lookups each time.
  const tree = React.useMemo(() => buildTree(rows), []);

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <RichTreeView
        aria-label="Organisation"
        items={tree}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['employee-1', 'employee-2']}
      />
    </Box>
  );
}
