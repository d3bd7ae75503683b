// `npm run bench`: build, serve, weigh pages, run Lighthouse, write bench/results.md.
// Flags and figures are explained in bench/README.md.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOptions, runsPart, withPages } from './bench/args.mjs';
import { heaviestApiPages } from './bench/heaviest-api-pages.mjs';
import { build } from './bench/build.mjs';
import { CHROMIUM_PATH } from './bench/chromium.mjs';
import { loadExtras, runExtras } from './bench/extras.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measurePageWeight } from './bench/page-weight.mjs';
import { buildRows, lighthouseRows, weightRows } from './bench/rows.mjs';
import { failures, writeReport } from './bench/report.mjs';
import { startServer } from './bench/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'bench');
const argv = process.argv.slice(2);
const options = readOptions(argv);

// A step that fails outright still yields a report, with the error on each of its pages.
const perPage = (step) =>
  step.catch((error) =>
    Object.fromEntries(options.pages.map((p) => [p.path, { error: error.message.split('\n')[0] }])),
  );

async function measureServed() {
  const server = await startServer(root, options.port);
  // next runs in its own process group, so Ctrl-C would otherwise leave it running.
  const onSignal = () => server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const weights = runsPart(options, 'weight')
      ? await perPage(measurePageWeight(server.origin, options.pages))
      : null;
    const lighthouse = options.skipLighthouse
      ? null
      : await perPage(measureLighthouse(server.origin, options.pages, { runs: options.runs, outDir }));
    const extraDir = join(root, 'scripts/bench/extra');
    const extras = await runExtras(await loadExtras(extraDir, (name) => runsPart(options, name)), {
      origin: server.origin,
      root,
      options,
      lighthouse,
    });
    return { weights, lighthouse, extras };
  } finally {
    await server.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const buildResult = await build(root, options);
  if (options.defaultPages) options.pages = withPages(options.pages, heaviestApiPages(root));
  const { weights, lighthouse, extras } = await measureServed();
  const sections = [
    ...(options.only ? [] : [{ title: 'Build', rows: buildRows(buildResult) }]),
    ...(weights ? [{ title: 'Page weight', rows: weightRows(options.pages, weights) }] : []),
    ...(runsPart(options, 'lighthouse')
      ? [{ title: 'Lighthouse (mobile)', rows: lighthouseRows(options.pages, lighthouse) }]
      : []),
    ...extras,
  ];
  console.log(
    '\n' +
      // A partial run (--only) leaves the full report alone.
      writeReport(join(outDir, options.only ? 'results-partial.md' : 'results.md'), sections, {
        argv,
        chromiumPath: CHROMIUM_PATH,
      }),
  );
  const failed = failures(sections).length;
  if (failed)
    console.log(
      `bench: ${failed} budget check(s) failed or errored${options.strict ? '' : ' (report only)'}`,
    );
  if (options.strict && failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench: ${error.message ?? error}`);
  process.exitCode = 1;
});
