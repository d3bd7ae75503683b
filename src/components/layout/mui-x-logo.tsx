/** The MUI X mark, drawn with the theme's primary colours (decorative: the link around it carries the name). */
export function MuiXLogo({ width = 30 }: { width?: number }) {
  return (
    <svg viewBox="0 0 36 32" width={width} height={Math.round((width * 32) / 36)} aria-hidden="true">
      <path
        fill="var(--mui-palette-primary-main)"
        d="M0 4 10 10v14L0 18zM12 10l10-6v14l-10 6zM24 4l10 6v14l-10-6z"
      />
      <path fill="var(--mui-palette-primary-dark)" d="m12 26 10-6v6l-10 6z" />
    </svg>
  );
}
