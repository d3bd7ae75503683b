import { expect, test } from './support/fixtures';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test("every chunk asks for eager compilation, a demo's too, and the page still hydrates", async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/'))
      scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/x/react-charts/bars');
  // The first demo loads x-charts after hydration, in chunks of its own.
  await expect(page.locator('.demo-live[data-loaded]').first().locator('svg').first()).toBeVisible();

  const bodies = await Promise.all(
    scripts.map(async (script) => ({ url: script.url, body: await script.body })),
  );
  expect(
    bodies.find((script) => script.body.includes('react.dev/errors')),
    'React DOM',
  ).toBeDefined();
  expect(bodies.length).toBeGreaterThan(10);
  expect(
    bodies.filter((script) => !script.body.startsWith(`${COMPILE_HINT}\n`)).map((script) => script.url),
  ).toEqual([]);

  // Hydrated: a client control responds.
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('chunk scripts start after the first paint, inserted by one loader', async ({ page, request }) => {
  const html = await (await request.get('/x/introduction')).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  expect(html.match(/data-boot-after-paint/g)).toHaveLength(1);

  await page.goto('/x/introduction');
  // The loader inserted the chunks (Next's own polyfill tag aside), and they ran after the first paint.
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint')[0]?.startTime ?? Infinity;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'));
    return {
      paint,
      firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
      inserted: document.querySelectorAll('head > script[src*="/_next/static/chunks/"]:not([nomodule])')
        .length,
    };
  });
  expect(order.inserted).toBeGreaterThan(0);
  expect(order.paint).toBeLessThan(Infinity);
  expect(order.firstChunk, 'no chunk is requested before the first paint').toBeGreaterThanOrEqual(
    order.paint,
  );
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
