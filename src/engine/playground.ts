/**
 * Playground pages: one demo full-screen, without the docs shell.
 * The key is the URL segment, the value the demo's registry id.
 */
export const PLAYGROUNDS: Record<string, { demo: string; title: string; page: string }> = {
  'data-grid': {
    demo: 'data-grid/overview/OverviewGrid',
    title: 'Data Grid playground',
    page: '/x/react-data-grid',
  },
  localization: {
    demo: 'common-concepts/localization/LocaleSwitcher',
    title: 'Localization playground',
    page: '/x/common-concepts/localization',
  },
};

/** Site paths of the playground pages, so content may link to them. */
export function playgroundPathnames(): string[] {
  return Object.keys(PLAYGROUNDS).map((name) => `/playground/${name}`);
}
