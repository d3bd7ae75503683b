/** Site-wide settings read at build time. */
export const SITE = {
  /** Product name shown in the header and titles. */
  name: 'MUI X',
  /** Repository holding this site's sources; the "Edit this page" links point into it. */
  repoUrl: process.env.SITE_REPO_URL ?? 'https://github.com/mui/mui-x',
  /** Branch the edit links open. */
  repoBranch: process.env.SITE_REPO_BRANCH ?? 'main',
  /** Public URL of the site, for canonical links. */
  origin: process.env.SITE_ORIGIN ?? 'http://localhost:3000',
} as const;
