import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTreeItemModel } from '@mui/x-tree-view';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface MailItem {
  id: string;
  label: string;
  from?: string;
  date?: string;
  children?: MailItem[];
}

const FOLDERS = ['Inbox', 'Receipts', 'Travel', 'Newsletters', 'Archive'];
const SENDERS = ['Ana Ruiz', 'Billing team', 'Kenji Mori', 'Rail bookings', 'Priya Shah', 'Design weekly'];
const SUBJECTS = [
  'Quarterly figures',
  'Your receipt',
  'Seat reservation confirmed',
  'This week in design',
  'Lunch on Friday?',
  'Contract draft v3',
  'Password changed',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// 5 folders × 200 messages.
const mailbox: MailItem[] = FOLDERS.map((folder, f) => ({
  id: `folder-${f}`,
  label: folder,
  children: Array.from({ length: 200 }, (_, m) => ({
    id: `mail-${f}-${m}`,
    label: SUBJECTS[(f * 5 + m) % SUBJECTS.length],
    from: SENDERS[(f + m * 7) % SENDERS.length],
    date: `${MONTHS[11 - (m % 12)]} ${28 - (m % 27)}`,
  })),
}));

// A second line under each message: sender and date.
const MessageItem = React.forwardRef(function MessageItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const mail = useTreeItemModel<MailItem>(props.itemId);
  if (!mail?.from) {
    return <TreeItem {...props} ref={ref} />;
  }
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <React.Fragment>
          <Typography variant="body2" noWrap>
            {mail.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {mail.from} · {mail.date}
          </Typography>
        </React.Fragment>
      }
    />
  );
});

// Module-level objects keep the props stable between renders.
const DETAILED_SLOTS = { item: MessageItem };

type Density = 'compact' | 'detailed';

export default function MailboxRowHeight() {
  const [density, setDensity] = React.useState<Density>('detailed');
  const detailed = density === 'detailed';

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, value: Density | null) => value && setDensity(value)}
        aria-label="Row layout"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact, 32 px</ToggleButton>
        <ToggleButton value="detailed">Two lines, 52 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeViewPro
          aria-label="Mailbox"
          items={mailbox}
          defaultExpandedItems={['folder-0', 'folder-1']}
          itemHeight={detailed ? 52 : 32}
          slots={detailed ? DETAILED_SLOTS : undefined}
        />
      </Box>
    </Box>
  );
}
