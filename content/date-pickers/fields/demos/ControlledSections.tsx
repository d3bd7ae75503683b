import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const shortcuts: { section: FieldSectionType; label: string }[] = [
  { section: 'day', label: 'Edit day' },
  { section: 'hours', label: 'Edit hour' },
  { section: 'minutes', label: 'Edit minutes' },
];

export default function ControlledSections() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1}>
          {shortcuts.map(({ section, label }) => (
            <Button
              key={section}
              size="small"
              variant="outlined"
              onClick={() => fieldRef.current?.focusField(section)}
            >
              {label}
            </Button>
          ))}
        </Stack>
        <DateTimeField
          label="Train departure"
          defaultValue={dayjs('2026-08-03T07:42')}
          ampm={false}
          fieldRef={fieldRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2">Selected section: {String(selected ?? 'none')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
