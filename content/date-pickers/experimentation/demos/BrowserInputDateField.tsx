import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';

interface PlainDateInputProps {
  labelId: string;
  name: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
}

// Section editing (arrow keys, typing digits, Backspace) in a box styled like a browser input,
// without Material UI: the sections are rendered by PickersSectionList.
function PlainDateInput(props: PlainDateInputProps) {
  const { labelId, name, value, onChange } = props;
  const {
    // For the section list: one editable span per section.
    elements,
    sectionListRef,
    contentEditable,
    tabIndex,
    onFocus,
    onBlur,
    onInput,
    onPaste,
    onKeyDown,
    // For the element around the sections: a click or a press on it selects a section.
    onClick,
    onMouseDown,
    // The formatted value, for a hidden <input> that takes part in form submission.
    value: formattedValue,
    // To style the box.
    focused,
    error,
  } = useDateField({ value, onChange, format: 'YYYY-MM-DD' });

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      onClick={onClick}
      onMouseDown={onMouseDown}
      style={{
        display: 'inline-block',
        minWidth: 160,
        padding: '6px 8px',
        font: 'inherit',
        border: `1px solid ${error ? '#d32f2f' : '#767676'}`,
        borderRadius: 2,
        outline: focused ? '2px solid #1976d2' : 'none',
        outlineOffset: 1,
        cursor: 'text',
      }}
    >
      <PickersSectionList
        elements={elements}
        sectionListRef={sectionListRef}
        contentEditable={contentEditable}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onBlur={onBlur}
        onInput={onInput}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name={name} value={formattedValue} />
    </div>
  );
}

export default function BrowserInputDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div id="tax-deadline-label" style={{ marginBottom: 4 }}>
        Tax return deadline
      </div>
      <PlainDateInput labelId="tax-deadline-label" name="taxDeadline" value={value} onChange={setValue} />
      <p style={{ margin: '8px 0 0' }}>
        {value?.isValid() ? `Stored: ${value.format('dddd D MMMM YYYY')}` : 'Stored: nothing yet'}
      </p>
    </LocalizationProvider>
  );
}
