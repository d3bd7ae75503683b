/** Fired on window after any settings change has been stored and applied. */
export const THEME_SETTINGS_EVENT = 'docs-theme-settings';
