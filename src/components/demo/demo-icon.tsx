import { DEMO_ICONS } from '@generated/demo-icons';

/** A 24×24 icon from @mui/icons-material drawn as plain SVG (no MUI runtime needed). */
/** Name of an icon the generated icon table holds. */
export type DemoIconName = keyof typeof DEMO_ICONS;

export function DemoIcon({ name }: { name: DemoIconName }) {
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
