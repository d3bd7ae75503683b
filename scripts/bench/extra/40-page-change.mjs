import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../chromium.mjs';

export const title = 'Page changes (speculation rules)';

/** Five sidebar navigations in reading order, each from the page before. */
const ROUTE = [
  '/x/introduction',
  '/x/introduction/installation',
  '/x/introduction/licensing',
  '/x/introduction/support',
  '/x/introduction/roadmap',
  '/x/common-concepts/custom-components',
];
const BUDGET_MS = 50;
/**
 * The browser's own floor: the same five changes between bare pages (a heading and a paragraph, no
 * CSS, font or script), served by the proxy. What the site adds to a page change is the difference.
 */
const BARE_ROUTE = ROUTE.map((_, index) => `/__bench/bare/${index}`);
const barePage = (path) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${path}</title></head><body><h1>Bare page</h1><p>${path}</p></body></html>`;

/**
 * Headless Chromium presents a page's first frame with a delay of its own (about 200 ms here,
 * prerendered or not), which hides what the rules change. With Xvfb (`apt-get install xvfb`) the
 * browser runs with a display, as a reader's does; without it the figure is headless and says so.
 */
const XVFB_RUN = '/usr/bin/xvfb-run';
const headed = () => existsSync(XVFB_RUN);

function browserCommand(profile, url) {
  const args = [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--window-size=1280,800', url];
  return headed()
    ? [XVFB_RUN, ['-a', '-s', '-screen 0 1280x800x24', CHROMIUM_PATH, ...args]]
    : [CHROMIUM_PATH, ['--headless=new', ...args]];
}
/** How long the reader rests on the page (and, with the rules, the hovered link) before the click. */
const DWELL_MS = 1500;
const RULES = /<script type="speculationrules">[\s\S]*?<\/script>/g;

/**
 * In-page probe: once the page is shown (after its activation, for a prerendered one), it reports
 * the time to its first contentful paint, counted from the activation (web-vitals' rule) or from
 * the navigation's start, then follows the route to the next page.
 */
function probe(next) {
  const go = next ? `setTimeout(function(){location.href=${JSON.stringify(next)}},${DWELL_MS});` : '';
  return `<script>(function(){function shown(){var t=setInterval(function(){
var f=performance.getEntriesByName("first-contentful-paint")[0];if(!f)return;clearInterval(t);
var n=performance.getEntriesByType("navigation")[0];var a=(n&&n.activationStart)||0;
fetch("/__bench/report",{method:"POST",body:JSON.stringify({path:location.pathname,ms:Math.max(f.startTime-a,0),prerendered:a>0})});
${go}},20)}
if(document.prerendering)document.addEventListener("prerenderingchange",shown,{once:true});else shown()})()</script>`;
}

/**
 * A proxy in front of the site for one run: it adds the probe to each page of the route and, with
 * the rules, a rule that prerenders the next page of the route at once, the way Chromium's
 * moderate rule does for a link the pointer rests on. Without them it cuts the site's rules out.
 */
function startProxy(origin, withRules, reports, route) {
  const server = http.createServer(async (req, res) => {
    if (req.url === '/__bench/report') {
      let body = '';
      for await (const chunk of req) body += chunk;
      reports.push(JSON.parse(body));
      res.end();
      return;
    }
    const upstream = req.url.startsWith('/__bench/bare/')
      ? new Response(barePage(req.url), { headers: { 'content-type': 'text/html; charset=utf-8' } })
      : await fetch(`${origin}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !/^(content-encoding|content-length|transfer-encoding)$/.test(name),
      ),
    );
    const index = route.indexOf(req.url);
    if (index === -1 || !(upstream.headers.get('content-type') ?? '').includes('text/html')) {
      res.writeHead(upstream.status, headers);
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const next = route[index + 1];
    let html = await upstream.text();
    if (!withRules) html = html.replace(RULES, '');
    const hover =
      withRules && next
        ? `<script type="speculationrules">{"prerender":[{"urls":[${JSON.stringify(next)}],"eagerness":"immediate"}]}</script>`
        : '';
    res.writeHead(upstream.status, headers);
    res.end(html.replace('</body>', `${hover}${probe(next)}</body>`));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One pass over the route in a Chromium with no DevTools attached (DevTools turns prerendering off). */
async function run(origin, withRules, route = ROUTE) {
  const reports = [];
  const proxy = await startProxy(origin, withRules, reports, route);
  const profile = mkdtempSync(join(tmpdir(), 'bench-page-change-'));
  const url = `http://127.0.0.1:${proxy.address().port}${route[0]}`;
  const [command, args] = browserCommand(profile, url);
  const browser = spawn(command, args, {
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = Date.now() + 60_000;
    while (reports.length < route.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    // Chromium's helper processes share its process group: stop them all.
    process.kill(-browser.pid, 'SIGKILL');
    await exited;
    proxy.close();
    // Chromium's helper processes may still be writing the profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  // The first page is the start of the route, not a page change.
  const changes = reports.slice(1);
  if (changes.length < route.length - 1) throw new Error(`only ${changes.length} page changes reported`);
  return changes;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Time from the click (here: the navigation a probe starts) to the new page's first contentful
 * paint, for five sidebar navigations, with the site's speculation rules and without them.
 */
export default async function measure({ origin }) {
  const withRules = await run(origin, true);
  const without = await run(origin, false);
  const bare = await run(origin, true, BARE_ROUTE);
  const ms = (reports) => reports.map((report) => Math.round(report.ms));
  const page = `${ROUTE.length - 1} sidebar links from ${ROUTE[0]} (${headed() ? 'Chromium with a display, Xvfb' : 'headless Chromium'})`;
  return [
    {
      page,
      metric: `click → first paint, with speculation rules (median; each; ${withRules.filter((r) => r.prerendered).length} prerendered)`,
      value: `${median(ms(withRules))} ms (${ms(withRules).join(', ')})`,
      budget: `< ${BUDGET_MS} ms`,
      result: median(ms(withRules)) < BUDGET_MS ? 'pass' : 'fail',
    },
    {
      page,
      metric: 'click → first paint, without the rules (median; each)',
      value: `${median(ms(without))} ms (${ms(without).join(', ')})`,
    },
    {
      page,
      metric: `floor: the same changes between bare pages, with the rules (median; each; ${bare.filter((r) => r.prerendered).length} prerendered)`,
      value: `${median(ms(bare))} ms (${ms(bare).join(', ')})`,
    },
  ];
}
