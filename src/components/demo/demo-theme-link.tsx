import { DEMO_THEME_HREF } from '@generated/demo-theme-href';

/**
 * The full theme's CSS variables (about 1,000; the shell inlines only the 50 it reads), which the
 * demos' MUI components read. Every demo renders this one element: React writes a stylesheet with
 * a `precedence` once, in the head, so the page is styled with it from the first paint, and the
 * payload carries the element once. Loaded later with the demo's code, its `:root` rules changed
 * a variable every element inherits and restyled the whole page at hydration (24-44 ms of style
 * recalculation in Lighthouse traces of /x/react-charts/bars, before throttling). The demo frame renders it too, for a
 * demo mounted where the server did not render one; React then finds the element already there.
 */
export const DemoThemeLink = <link rel="stylesheet" href={DEMO_THEME_HREF} precedence="demo-theme" />;
