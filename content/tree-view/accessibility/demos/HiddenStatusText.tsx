import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Hidden on screen, still read by screen readers.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

const checks = [
  { id: 'check-lint', name: 'Lint', passed: true },
  { id: 'check-unit', name: 'Unit tests', passed: true },
  { id: 'check-e2e', name: 'End-to-end tests', passed: false },
];

function CheckLabel({ name, passed }: { name: string; passed: boolean }) {
  const Icon = passed ? CheckCircleIcon : ErrorIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {/* The icon is decorative; the hidden text says the same thing in words. */}
      <Icon fontSize="small" color={passed ? 'success' : 'error'} aria-hidden />
      {name}
      <Box component="span" sx={visuallyHidden}>
        {passed ? ', passed' : ', failed'}
      </Box>
    </Box>
  );
}

export default function HiddenStatusText() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <SimpleTreeView aria-label="Pipeline checks" defaultExpandedItems={['pipeline']}>
        <TreeItem itemId="pipeline" label="Pipeline #4812">
          {checks.map((check) => (
            <TreeItem key={check.id} itemId={check.id} label={<CheckLabel name={check.name} passed={check.passed} />} />
          ))}
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
