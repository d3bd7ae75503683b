import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const releases: TreeViewDefaultItemModelProperties[] = [
  {
    id: '4.2',
    label: 'Version 4.2',
    children: [
      {
        id: '4.2-export',
        label: 'Reports can be exported as CSV or PDF from the toolbar of every dashboard.',
      },
      { id: '4.2-fix', label: 'Fixed a crash on login.' },
      {
        id: '4.2-perf',
        label:
          'Dashboards with more than fifty widgets now load in half the time, because widgets outside the screen wait until you scroll to them.',
      },
    ],
  },
  {
    id: '4.1',
    label: 'Version 4.1',
    children: [
      { id: '4.1-dark', label: 'Dark mode.' },
      {
        id: '4.1-sso',
        label: 'Single sign-on with any SAML 2.0 identity provider, configured by an administrator.',
      },
    ],
  },
  {
    id: '4.0',
    label: 'Version 4.0',
    children: [
      {
        id: '4.0-api',
        label:
          'The public API moved to version 2. Version 1 keeps working until the end of the year, and the changelog lists every endpoint that changed.',
      },
    ],
  },
];

export default function ReleaseNotesAutoHeight() {
  return (
    // A non-virtualized tree grows with its rows, so this box scrolls it.
    <Box sx={{ maxHeight: 360, overflow: 'auto', width: '100%' }}>
      <RichTreeViewPro
        aria-label="Release notes"
        items={releases}
        defaultExpandedItems={['4.2', '4.1']}
        itemHeight={null}
        disableVirtualization
      />
    </Box>
  );
}
