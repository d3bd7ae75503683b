import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

interface SectionInfo {
  label: string;
  text: string;
}

export default function SectionDomStructure() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [sections, setSections] = React.useState<SectionInfo[]>([]);
  const [submitted, setSubmitted] = React.useState('');

  // Reads what assistive technologies get from the DOM: one spinbutton per section,
  // and the hidden <input> that carries the value for form submission.
  React.useEffect(() => {
    const root = rootRef.current;
    if (!root) {
      return undefined;
    }
    const read = () => {
      const spinbuttons = Array.from(root.querySelectorAll<HTMLElement>('[role="spinbutton"]'));
      setSections(
        spinbuttons.map((element) => ({
          label: element.getAttribute('aria-label') ?? '',
          text: element.getAttribute('aria-valuetext') ?? '',
        })),
      );
      setSubmitted(root.querySelector('input')?.value ?? '');
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-valuetext', 'value'] });
    return () => observer.disconnect();
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField ref={rootRef} label="Check-in" name="checkIn" defaultValue={dayjs('2025-06-30')} />
        <div>
          <Typography variant="subtitle2">Sections announced by a screen reader</Typography>
          {sections.map((section, index) => (
            <Typography key={index} variant="body2">
              spinbutton “{section.label}”: {section.text}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 1 }}>
            Hidden input checkIn = “{submitted}”
          </Typography>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
