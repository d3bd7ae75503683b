import * as React from 'react';
import Button from '@mui/material/Button';
import { IconButtonProps } from '@mui/material/IconButton';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Replaces the icon button at the end of the field with a small text button.
// It receives the default button's props (onClick, aria-label, ref…) and must forward them.
const ChangeButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(function ChangeButton(props, ref) {
  const { open } = usePickerContext();
  const { onClick, disabled, className, 'aria-label': ariaLabel } = props;
  return (
    <Button
      ref={ref}
      size="small"
      onClick={onClick}
      disabled={disabled}
      className={className}
      aria-label={ariaLabel}
      sx={{ minWidth: 0 }}
    >
      {open ? 'Close' : 'Change'}
    </Button>
  );
});

export default function CustomOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Billing date"
        defaultValue={dayjs('2026-03-14')}
        slots={{ openPickerButton: ChangeButton }}
      />
    </LocalizationProvider>
  );
}
