import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const holidays = [
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-04', name: 'Early May bank holiday' },
  { date: '2026-05-25', name: 'Spring bank holiday' },
];

function UpcomingHolidays() {
  const { value } = usePickerContext<Dayjs | null>();
  const from = value?.isValid() ? value : dayjs('2026-03-14');
  const next = holidays.filter((holiday) => !dayjs(holiday.date).isBefore(from, 'day')).slice(0, 3);

  return (
    <Box sx={{ width: 200, p: 2 }}>
      <Typography variant="subtitle2">Next holidays</Typography>
      <List dense disablePadding>
        {next.map((holiday) => (
          <ListItem key={holiday.date} disableGutters>
            <ListItemText primary={holiday.name} secondary={dayjs(holiday.date).format('ddd D MMM')} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

// Lays out the ready-made parts returned by usePickerLayout, plus a panel of our own.
function LayoutWithPanel(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot className={pickersLayoutClasses.root} ownerState={ownerState} sx={props.sx}>
      {toolbar}
      <Box sx={{ display: 'flex', gridColumn: 1, gridRow: 2 }}>
        <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} ownerState={ownerState}>
          {tabs}
          {content}
        </PickersLayoutContentWrapper>
        <Divider orientation="vertical" flexItem />
        <UpcomingHolidays />
      </Box>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function SidePanelLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Leave starts"
        defaultValue={dayjs('2026-03-30')}
        slots={{ layout: LayoutWithPanel }}
      />
    </LocalizationProvider>
  );
}
