import { parseArgs } from 'node:util';

// The text page, the heaviest demo page (31 locale packs), the Data Grid overview (issue 5), and an
// API page whose heading is short, where a late consent banner was the LCP (issue 34).
// The API pages the API-performance issue names come next; after the build, the heaviest API page of
// each product is added (heaviest-api-pages.mjs).
export const DEFAULT_PAGES = [
  '/x/introduction',
  '/x/common-concepts/localization',
  '/x/react-data-grid',
  '/x/api/data-grid/data-grid',
  '/x/api/date-pickers/date-time-picker',
  '/x/api/charts/bar-chart',
];

/** Which budget a measured page is held to: the first is the text page; API pages have their own. */
function pageKind(path, index) {
  if (index === 0) return 'text';
  return path.startsWith('/x/api/') ? 'api' : 'demo';
}

const USAGE = `Usage: npm run bench -- [options]

  --skip-build        reuse the existing .next build (build figures: "not measured")
  --warm-build        keep .next (and the build caches in .next/cache) before building; by default
                      the build starts clean, as on CI or a new machine
  --port <n>          port for \`next start\` (default 3300)
  --pages </a,/b>     pages to measure; the first is the text page, /x/api/ paths API pages, the rest demo pages
  --runs <n>          Lighthouse runs per page, the median score is kept (default 1)
  --skip-lighthouse   only measure build and page weight
  --only <a,b>        run only these parts on the existing build (no build): weight, lighthouse,
                      or an extra by file name without number (search, navigation, api-reference, ...)
  --strict            exit with code 1 when a budget fails or a step errors
  --help              show this text`;

/** Parses the command line; exits on --help or bad input so callers get clean options. */
export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'skip-build': { type: 'boolean', default: false },
      'warm-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '3300' },
      pages: { type: 'string' },
      runs: { type: 'string', default: '1' },
      'skip-lighthouse': { type: 'boolean', default: false },
      only: { type: 'string' },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(values.port);
  const runs = Number(values.runs);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`invalid --port: ${values.port}`);
  if (!Number.isInteger(runs) || runs < 1) fail(`invalid --runs: ${values.runs}`);
  const paths = values.pages
    ? values.pages
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : DEFAULT_PAGES;
  if (paths.length === 0 || paths.some((p) => !p.startsWith('/'))) {
    fail(`--pages needs comma-separated paths starting with "/": ${values.pages}`);
  }
  const only = values.only
    ? new Set(
        values.only
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
    : null;
  if (only && only.size === 0) fail('--only needs at least one part name');
  return {
    // A partial run measures the build that is there.
    skipBuild: values['skip-build'] || only !== null,
    warmBuild: values['warm-build'],
    skipLighthouse: values['skip-lighthouse'] || (only !== null && !only.has('lighthouse')),
    /** Parts to run (`weight`, `lighthouse`, extras by name); null runs everything. */
    only,
    strict: values.strict,
    port,
    runs,
    /** No --pages: the heaviest API page of each product joins the list once the site is built. */
    defaultPages: !values.pages,
    pages: paths.map(pageOf),
  };
}

/** A page to measure, from its path and its position in the list (the first is the text page). */
export function pageOf(path, i) {
  const kind = pageKind(path, i);
  return {
    path,
    kind,
    label: kind === 'api' ? 'API page' : i === 0 ? 'text page' : `demo page ${i}`,
    slug: slugOf(path),
  };
}

/** The list with the given paths added at its end, those it already has left out. */
export function withPages(pages, paths) {
  const all = pages.map((page) => page.path);
  for (const path of paths) if (!all.includes(path)) all.push(path);
  return all.map(pageOf);
}

export function slugOf(path) {
  return (
    path
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'home'
  );
}

function fail(message) {
  console.error(`bench: ${message}\n\n${USAGE}`);
  process.exit(2);
}

/** Whether a part (`weight`, `lighthouse`, or an extra's name) runs with these options. */
export function runsPart(options, name) {
  return options.only === null || options.only.has(name);
}
