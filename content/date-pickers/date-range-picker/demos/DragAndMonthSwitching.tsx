import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const campaign: DateRange<Dayjs> = [dayjs('2026-03-09'), dayjs('2026-03-27')];

export default function DragAndMonthSwitching() {
  const [dragEditing, setDragEditing] = React.useState(true);
  const [monthSwitching, setMonthSwitching] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <FormGroup row>
          <FormControlLabel
            control={
              <Switch checked={dragEditing} onChange={(event) => setDragEditing(event.target.checked)} />
            }
            label="Drag the ends of the range"
          />
          <FormControlLabel
            control={
              <Switch
                checked={monthSwitching}
                onChange={(event) => setMonthSwitching(event.target.checked)}
              />
            }
            label="Follow the edited end"
          />
        </FormGroup>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={2}
          defaultValue={campaign}
          disableDragEditing={!dragEditing}
          disableAutoMonthSwitching={!monthSwitching}
        />
      </Stack>
    </LocalizationProvider>
  );
}
