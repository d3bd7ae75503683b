import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function RearrangedGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          actionBar: { actions: ['today', 'clear'] },
          layout: {
            // The layout is a CSS grid: move each part by giving it another area.
            sx: {
              [`.${pickersLayoutClasses.toolbar}`]: {
                gridColumn: 2,
                gridRow: 1,
                bgcolor: 'action.hover',
                borderRadius: 1,
              },
              [`.${pickersLayoutClasses.contentWrapper}`]: { gridColumn: 1, gridRow: 1 },
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: 2,
                gridRow: 2,
                flexDirection: 'column',
                alignItems: 'stretch',
                gap: 1,
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
