import dayjs from 'dayjs';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

function ArrowSeparator() {
  return <ArrowForwardIcon color="action" aria-hidden />;
}

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2026-10-12'), dayjs('2026-10-16')]}
        slots={{ separator: ArrowSeparator }}
        slotProps={{
          root: { spacing: 1, sx: { alignItems: 'center' } },
          textField: ({ position }: { position?: 'start' | 'end' }) => ({
            label: position === 'start' ? 'Conference opens' : 'Conference closes',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
