import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';

interface PlainDateInputProps {
  id: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
}

// Section editing (arrow keys, typing digits, Backspace) on a plain <input>, without Material UI.
function PlainDateInput(props: PlainDateInputProps) {
  const { id, value, onChange } = props;
  const fieldProps = {
    value,
    onChange,
    format: 'YYYY-MM-DD',
    enableAccessibleFieldDOMStructure: false as const,
  };
  // The first type argument says which DOM structure the returned props are for.
  const field = useDateField<false, typeof fieldProps>(fieldProps);
  return (
    <input
      id={id}
      ref={field.inputRef}
      value={field.value}
      onChange={field.onChange}
      onKeyDown={field.onKeyDown}
      onClick={field.onClick}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
      onPaste={field.onPaste}
      placeholder={field.placeholder}
      inputMode={field.inputMode}
      autoComplete={field.autoComplete}
      aria-invalid={field.error}
      style={{ font: 'inherit', padding: '6px 8px', width: 160 }}
    />
  );
}

export default function BrowserInputDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <label htmlFor="tax-deadline" style={{ display: 'block', marginBottom: 4 }}>
        Tax return deadline
      </label>
      <PlainDateInput id="tax-deadline" value={value} onChange={setValue} />
      <p style={{ margin: '8px 0 0' }}>
        {value?.isValid() ? `Stored: ${value.format('dddd D MMMM YYYY')}` : 'Stored: nothing yet'}
      </p>
    </LocalizationProvider>
  );
}
