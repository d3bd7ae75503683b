import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function IconAndDaySlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Journal entry"
        defaultValue={dayjs('2025-04-09')}
        slots={{
          openPickerIcon: EventNoteIcon,
          leftArrowIcon: ChevronLeftIcon,
          rightArrowIcon: ChevronRightIcon,
        }}
        slotProps={{
          openPickerButton: { color: 'primary' },
          // Slot props can be a function of the owner state, here to soften weekends.
          day: (ownerState) => ({
            sx: ownerState.isDaySelected
              ? {}
              : [0, 6].includes(ownerState.day.day())
                ? { color: 'text.disabled' }
                : {},
          }),
          textField: { variant: 'filled' },
        }}
      />
    </LocalizationProvider>
  );
}
