// Kept apart from create-docs-theme so client code (the boot script helpers)
// can use the colours without pulling MUI into the page bundle.

/** Browser chrome colour (meta theme-color) while the light scheme is active. */
export const LIGHT_THEME_COLOR = '#0b6bcb';
/** Browser chrome colour while the dark scheme is active: the dark page background. */
export const DARK_THEME_COLOR = '#0b0d0e';
