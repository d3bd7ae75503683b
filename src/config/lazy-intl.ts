/**
 * x-charts modules, relative to the package, that build `Intl` objects when they load; the
 * Turbopack loader `scripts/turbopack/lazy-intl.cjs` makes each build them on first use.
 */
export const X_CHARTS_LAZY_INTL_FILES = [
  'utils/timeTicks.mjs',
  'internals/getGraphemeCount.mjs',
  'internals/sliceUntil.mjs',
] as const;

/** Matches the absolute path of any of {@link X_CHARTS_LAZY_INTL_FILES}. */
export const X_CHARTS_LAZY_INTL_PATH = new RegExp(
  `[\\\\/]@mui[\\\\/]x-charts[\\\\/](?:${X_CHARTS_LAZY_INTL_FILES.map((file) =>
    file.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]'),
  ).join('|')})$`,
);
