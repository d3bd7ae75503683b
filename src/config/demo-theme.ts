/** Folder under `public/` of the theme stylesheet that pages with demos link (written by `npm run generate`). */
export const DEMO_THEME_DIR = 'demo-theme';
