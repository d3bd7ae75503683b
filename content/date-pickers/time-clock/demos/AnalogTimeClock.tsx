import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeView } from '@mui/x-date-pickers/models';

export default function AnalogTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-20T10:25'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center', width: 'fit-content' }}>
        <Typography variant="h5" component="p">
          {value?.format('hh:mm A') ?? '--:--'}
        </Typography>
        {/* Controlling the view lets the heading reflect which hand is being moved. */}
        <TimeClock value={value} onChange={setValue} view={view} onViewChange={setView} ampmInClock />
        <Typography variant="caption" color="text.secondary">
          Editing {view}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
