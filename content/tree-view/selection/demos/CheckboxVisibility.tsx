import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Course {
  id: string;
  label: string;
  kind: 'track' | 'course';
  full?: boolean;
  children?: Course[];
}

const catalogue: Course[] = [
  {
    id: 'frontend',
    label: 'Front-end track',
    kind: 'track',
    children: [
      { id: 'css-layout', label: 'CSS layout', kind: 'course' },
      { id: 'react-basics', label: 'React basics', kind: 'course' },
      { id: 'a11y-audit', label: 'Accessibility audits (full)', kind: 'course', full: true },
    ],
  },
  {
    id: 'backend',
    label: 'Back-end track',
    kind: 'track',
    children: [
      { id: 'sql', label: 'SQL for developers', kind: 'course' },
      { id: 'queues', label: 'Message queues (full)', kind: 'course', full: true },
    ],
  },
];

// Tracks only group courses: they never enter the selection, so they get no checkbox.
const isTrack = (item: Course) => item.kind === 'track';
// Full courses stay visible with a greyed-out checkbox, so students know they exist.
const isFull = (item: Course) => Boolean(item.full);

export default function CheckboxVisibility() {
  const [enrolmentClosed, setEnrolmentClosed] = React.useState(false);
  const [chosen, setChosen] = React.useState<string[]>(['react-basics']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <FormControlLabel
        control={
          <Switch checked={enrolmentClosed} onChange={(event) => setEnrolmentClosed(event.target.checked)} />
        }
        label="Enrolment closed (disableSelection)"
      />
      <RichTreeView
        aria-label="Course catalogue"
        items={catalogue}
        multiSelect
        checkboxSelection
        disableSelection={enrolmentClosed}
        isItemSelectionDisabled={isTrack}
        isItemDisabled={isFull}
        defaultExpandedItems={['frontend', 'backend']}
        selectedItems={chosen}
        onSelectedItemsChange={(event, itemIds) => setChosen(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Enrolled in: {chosen.length ? chosen.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
