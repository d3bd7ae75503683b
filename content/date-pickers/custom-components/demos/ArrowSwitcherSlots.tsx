import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import ArrowForwardIosIcon from '@mui/icons-material/ArrowForwardIos';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArrowSwitcherSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-11-26')}
        slots={{
          leftArrowIcon: ArrowBackIosNewIcon,
          rightArrowIcon: ArrowForwardIosIcon,
          switchViewIcon: UnfoldMoreIcon,
        }}
        slotProps={{
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
          previousIconButton: { size: 'small', color: 'primary' },
          nextIconButton: { size: 'small', color: 'primary' },
          switchViewButton: { size: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
