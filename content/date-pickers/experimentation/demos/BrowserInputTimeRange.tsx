import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { unstable_useSingleInputTimeRangeField as useSingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { DateRange } from '@mui/x-date-pickers-pro/models';

interface PlainRangeInputProps {
  labelId: string;
  defaultValue: DateRange<Dayjs>;
}

// The range hook returns the same props as the single-date one: both times share one section list.
function PlainTimeRangeInput(props: PlainRangeInputProps) {
  const { labelId, defaultValue } = props;
  const {
    elements,
    sectionListRef,
    contentEditable,
    tabIndex,
    onFocus,
    onBlur,
    onInput,
    onPaste,
    onKeyDown,
    onClick,
    onMouseDown,
    focused,
    error,
  } = useSingleInputTimeRangeField({ defaultValue, ampm: false, dateSeparator: 'to' });

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
        // An end earlier than the start is an error ('invalidRange').
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
    </div>
  );
}

const day = dayjs('2026-03-02');

export default function BrowserInputTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div id="quiet-hours-label" style={{ marginBottom: 4 }}>
        Quiet hours
      </div>
      <PlainTimeRangeInput
        labelId="quiet-hours-label"
        defaultValue={[day.hour(22), day.hour(23).minute(45)]}
      />
    </LocalizationProvider>
  );
}
