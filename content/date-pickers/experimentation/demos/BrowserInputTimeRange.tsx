import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { unstable_useSingleInputTimeRangeField as useSingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

interface PlainRangeInputProps {
  id: string;
  defaultValue: DateRange<Dayjs>;
}

// The range hook returns the same props as the single-date one: here both times share one input.
function PlainTimeRangeInput(props: PlainRangeInputProps) {
  const { id, defaultValue } = props;
  const fieldProps = { defaultValue, ampm: false, enableAccessibleFieldDOMStructure: false as const };
  const field = useSingleInputTimeRangeField<false, typeof fieldProps>(fieldProps);
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

const day = dayjs('2026-03-02');

export default function BrowserInputTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <label htmlFor="quiet-hours" style={{ display: 'block', marginBottom: 4 }}>
        Quiet hours
      </label>
      <PlainTimeRangeInput id="quiet-hours" defaultValue={[day.hour(22), day.hour(23).minute(45)]} />
    </LocalizationProvider>
  );
}
