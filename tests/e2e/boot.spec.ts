import { expect, test } from '@playwright/test';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test('the boot chunks ask for eager compilation and the page still hydrates', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/x/introduction');

  const bodies = await Promise.all(scripts.map(async (script) => ({ url: script.url, body: await script.body })));
  // React DOM and the Next.js runtime run on every page load: these carry the hint.
  const reactDom = bodies.find((script) => script.body.includes('react.dev/errors'));
  expect(reactDom, 'React DOM is among the scripts of the page').toBeDefined();
  expect(reactDom!.body.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  // Page chunks (the shell's own components) are compiled as usual.
  expect(bodies.filter((script) => !script.body.startsWith(COMPILE_HINT)).length).toBeGreaterThan(0);

  // Hydrated: a client control responds.
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
