import { DEMO_ICONS } from '@generated/demo-icons';

/** A 24×24 icon from @mui/icons-material drawn as plain SVG (no MUI runtime needed). */
export function DemoIcon({ name }: { name: keyof typeof DEMO_ICONS }) {
  return (
    <svg
      className="demo-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d={DEMO_ICONS[name]} fill="currentColor" />
    </svg>
  );
}
