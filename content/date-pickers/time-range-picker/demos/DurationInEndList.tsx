import type * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DigitalClockItem, DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// While the end is edited, each entry of the list also says how long the meeting would last.
// `itemValue` and `formattedValue` are read here and not passed on to the DOM.
function ItemWithDuration(props: DigitalClockItemProps & { children?: React.ReactNode }) {
  const { formattedValue, itemValue, children, ...other } = props;
  const { value } = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition } = usePickerRangePositionContext();
  const start = value[0];
  const minutes = start?.isValid() ? (itemValue as Dayjs).diff(start, 'minute') : 0;
  if (rangePosition !== 'end' || minutes <= 0) {
    return <DigitalClockItem {...other}>{children}</DigitalClockItem>;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const length = hours === 0 ? `${rest} min` : `${hours} h${rest ? ` ${rest} min` : ''}`;
  return (
    <DigitalClockItem {...other}>
      {formattedValue} ({length})
    </DigitalClockItem>
  );
}

const day = dayjs('2026-03-09');

export default function DurationInEndList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Meeting"
        defaultValue={[day.hour(14), day.hour(15)]}
        ampm={false}
        timeSteps={{ minutes: 15 }}
        // One scrollable column of 96 quarter hours instead of hour and minute columns.
        thresholdToRenderTimeInASingleColumn={96}
        slots={{ digitalClockItem: ItemWithDuration }}
        slotProps={{ digitalClockItem: { sx: { minWidth: 150 } } }}
      />
    </LocalizationProvider>
  );
}
