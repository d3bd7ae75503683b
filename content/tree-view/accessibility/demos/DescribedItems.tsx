import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// The fields of a sign-up form, as a form builder would list them.
const form: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'account',
    label: 'Account section',
    children: [
      { id: 'email', label: 'Email field' },
      { id: 'password', label: 'Password field' },
    ],
  },
  {
    id: 'profile',
    label: 'Profile section',
    children: [
      { id: 'display-name', label: 'Display name field' },
      { id: 'birthday', label: 'Birthday field' },
    ],
  },
];

const problems: Record<string, string> = {
  password: 'Password field: no minimum length is set.',
  birthday: 'Birthday field: the label is empty.',
};

export default function DescribedItems() {
  const apiRef = useRichTreeViewApiRef();
  const prefix = React.useId();
  const messageId = (itemId: string) => `${prefix}-problem-${itemId}`;

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <RichTreeView
        aria-label="Form fields"
        apiRef={apiRef}
        items={form}
        defaultExpandedItems={['account', 'profile']}
        slotProps={{
          item: ({ itemId }) =>
            problems[itemId]
              ? {
                  // Read after the label when the item gets focus.
                  'aria-describedby': messageId(itemId),
                  slots: { endIcon: ErrorOutlineOutlinedIcon },
                  slotProps: { endIcon: { color: 'error', 'aria-hidden': true } },
                }
              : {},
        }}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Problems
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {Object.entries(problems).map(([itemId, message]) => (
          <li key={itemId}>
            <Link component="button" variant="body2" onClick={() => apiRef.current?.focusItem(null, itemId)}>
              <span id={messageId(itemId)}>{message}</span>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
