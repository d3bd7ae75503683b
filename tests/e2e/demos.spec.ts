import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { decompressFromBase64 } from 'lz-string';

const GRID_PAGE = '/x/react-data-grid';
const SLOTS_PAGE = '/x/common-concepts/custom-components';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Version of the MUI X packages installed for the site; demos pin exactly this one. */
const MUI_X_VERSION = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'node_modules/@mui/x-data-grid/package.json'), 'utf8'),
).version as string;

/** The posted project runs the demo's own source with every MUI X package pinned to the installed version. */
function expectRunnableProject(file: (name: string) => string | undefined, demoFile: string) {
  const source = fs.readFileSync(
    path.join(process.cwd(), 'content/common-concepts/custom-components/demos/CustomToolbarSlot.tsx'),
    'utf8',
  );
  expect(file(demoFile)).toBe(`${source.trimEnd()}\n`);
  const packageJson = JSON.parse(file('package.json') ?? '{}');
  const muiX = Object.entries(packageJson.dependencies as Record<string, string>).filter(([name]) =>
    name.startsWith('@mui/x-'),
  );
  expect(muiX.map(([name]) => name)).toContain('@mui/x-data-grid');
  for (const [name, version] of muiX) expect(version, name).toBe(MUI_X_VERSION);
  expect(file('src/index.tsx')).toContain("import Demo from './CustomToolbarSlot';");
}

/** The code panel of a demo that is on screen. */
function visibleCode(page: Page, demo: string) {
  return page.locator(`figure#${demo} .demo-code:visible .demo-main pre`);
}

test.describe('live demos', () => {
  test('a demo renders and is interactive: sorting a grid column', async ({ page }) => {
    await page.goto(GRID_PAGE);
    const live = page.locator('figure#OverviewGrid .demo-live');
    await expect(live).toHaveAttribute('data-loaded', '', { timeout: 15_000 });
    const header = live.getByRole('columnheader', { name: 'Name' });
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const names = await live.locator('[role="gridcell"][data-field="name"]').allTextContents();
    expect(names.length).toBeGreaterThan(2);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  test('undo and redo: Ctrl+Z brings an edited cell back, Ctrl+Y reapplies the edit', async ({ page }) => {
    await page.goto('/x/react-data-grid/undo-redo');
    const live = page.locator('figure#UndoRedoBasic .demo-live');
    await expect(live).toHaveAttribute('data-loaded', '', { timeout: 15_000 });
    const cell = live.locator('[role="row"][data-id="1"] [data-field="product"]');
    await expect(cell).toHaveText('Desk lamp');
    await cell.dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Reading lamp');
    await page.keyboard.press('Enter');
    await expect(cell).toHaveText('Reading lamp');
    await page.keyboard.press('Control+Z');
    await expect(cell).toHaveText('Desk lamp');
    await page.keyboard.press('Control+Y');
    await expect(cell).toHaveText('Reading lamp');
  });

  test('the TS/JS toggle changes the code, sets a one-year cookie and survives a reload', async ({
    page,
  }) => {
    await page.goto(GRID_PAGE);
    const code = visibleCode(page, 'OverviewGrid');
    await expect(code).toContainText('interface Employee');
    await page.locator('figure#OverviewGrid').getByRole('button', { name: 'JS', exact: true }).click();
    await expect(code).not.toContainText('interface Employee');
    await expect(code).toContainText('export default function OverviewGrid');
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');

    const cookies = await page.context().cookies();
    const variant = cookies.find((cookie) => cookie.name === 'codeVariant');
    expect(variant?.value).toBe('JS');
    const lifetime = (variant?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(31536000 - 120);
    expect(lifetime).toBeLessThanOrEqual(31536000 + 5);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
    await expect(visibleCode(page, 'OverviewGrid')).not.toContainText('interface Employee');
    await expect(
      page.locator('figure#OverviewGrid').getByRole('button', { name: 'JS', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('#<demo>.js in the URL selects JavaScript', async ({ page }) => {
    await page.goto(`${GRID_PAGE}#OverviewGrid.js`);
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
    await expect(visibleCode(page, 'OverviewGrid')).not.toContainText('interface Employee');
    // A hash is read, not stored.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'codeVariant')).toBeUndefined();
  });

  test('copy puts the shown code on the clipboard and reads Copied for about 1.2 s', async ({ page }) => {
    await page.goto(GRID_PAGE);
    const figure = page.locator('figure#OverviewGrid');
    await figure.getByRole('button', { name: 'JS', exact: true }).click();
    const copy = figure.getByRole('button', { name: 'Copy the source' });
    await copy.click();
    const copiedAt = Date.now();
    await expect(copy).toContainText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await visibleCode(page, 'OverviewGrid').textContent());
    expect(clipboard).not.toContain('interface Employee');
    await expect(copy).not.toContainText('Copied', { timeout: 3000 });
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThan(900);
    expect(shownFor).toBeLessThan(2500);
  });

  test('Ctrl+C on the focused code copies it and shows it for 2 s', async ({ page }) => {
    await page.goto(GRID_PAGE);
    const figure = page.locator('figure#OverviewGrid');
    await figure.locator('.demo-code-area').focus();
    await page.keyboard.press('Control+c');
    const pressedAt = Date.now();
    const copy = figure.getByRole('button', { name: 'Copy the source' });
    await expect(copy).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await visibleCode(page, 'OverviewGrid').textContent(),
    );
    await expect(copy).not.toContainText('Copied', { timeout: 4000 });
    const shownFor = Date.now() - pressedAt;
    expect(shownFor).toBeGreaterThan(1700);
    expect(shownFor).toBeLessThan(3200);
  });

  test('a throwing demo shows its error box; the page scrolls and navigates', async ({ page }) => {
    await page.goto(SLOTS_PAGE);
    const figure = page.locator('figure#ThrowingFooter');
    await figure.scrollIntoViewIfNeeded();
    await figure.getByRole('button', { name: 'Break the footer' }).click();
    const alert = figure.getByRole('alert');
    await expect(alert).toContainText('This demo had a runtime error.');
    await expect(alert).toContainText('could not render its summary');
    // The other demos on the page still work.
    const other = page.locator('figure#StockToolbar .demo-live');
    await other.scrollIntoViewIfNeeded();
    await expect(other).toHaveAttribute('data-loaded', '');
    await other.getByRole('button', { name: 'Filters' }).click();
    await expect(other.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await alert.getByRole('button', { name: 'Reset demo' }).click();
    await expect(figure.getByRole('button', { name: 'Break the footer' })).toBeVisible();
    await figure.getByRole('button', { name: 'Break the footer' }).click();
    await expect(figure.getByRole('alert')).toBeVisible();

    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.prev-next a').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${SLOTS_PAGE}$`));
    await expect(page.locator('h1')).toBeVisible();
  });

  test('Tailwind and CSS variants run, styled, without restyling the shell', async ({ page }) => {
    await page.goto(SLOTS_PAGE);
    const figure = page.locator('figure#StockToolbar');
    const headerFontBefore = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontSize);
    await figure.getByRole('button', { name: 'Tailwind' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
    const live = figure.locator('.demo-live[data-styling="tailwind"]');
    await expect(live).toHaveAttribute('data-loaded', '');
    const pill = live.getByRole('button', { name: 'Export' });
    // rounded-full from Tailwind's utilities, scoped to the demo.
    expect(await pill.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius))).toBeGreaterThan(
      100,
    );
    await expect(visibleCode(page, 'StockToolbar')).toContainText('rounded-full');
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontSize)).toBe(headerFontBefore);

    await figure.getByRole('button', { name: 'CSS', exact: true }).click();
    await expect(figure.locator('.demo-live[data-styling="css"]')).toHaveAttribute('data-loaded', '');
    await expect(visibleCode(page, 'StockToolbar')).toContainText('StockToolbar.module.css');
    await expect(figure.locator('.demo-code:visible .demo-stylesheet')).toHaveCount(1);
    // Demos without the chosen styling keep showing their system code.
    await expect(visibleCode(page, 'ThrowingFooter')).toContainText('FragileFooter');
  });

  test('Open in StackBlitz posts a runnable project', async ({ page, context }) => {
    let posted = '';
    await context.route('https://stackblitz.com/run**', async (route) => {
      posted = route.request().postData() ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
    });
    await page.goto(SLOTS_PAGE);
    const popup = page.waitForEvent('popup');
    await page
      .locator('figure#CustomToolbarSlot')
      .getByRole('button', { name: 'Edit in StackBlitz' })
      .click();
    await (await popup).waitForLoadState();
    const fields = new URLSearchParams(posted);
    // A form POST sends line breaks as CRLF (HTML form encoding); StackBlitz reads them back as lines.
    expectRunnableProject(
      (file) => fields.get(`project[files][${file}]`)?.replace(/\r\n/g, '\n') ?? undefined,
      'src/CustomToolbarSlot.tsx',
    );
  });

  test('Open in CodeSandbox posts the demo code and pinned MUI X versions', async ({ page, context }) => {
    let request: { method: string; type: string; body: string } | undefined;
    await context.route('https://codesandbox.io/api/v1/sandboxes/define**', async (route) => {
      const posted = route.request();
      request = {
        method: posted.method(),
        type: (await posted.headerValue('content-type')) ?? '',
        body: posted.postData() ?? '',
      };
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
    });
    await page.goto(SLOTS_PAGE);
    const popup = page.waitForEvent('popup');
    await page
      .locator('figure#CustomToolbarSlot')
      .getByRole('button', { name: 'Edit in CodeSandbox' })
      .click();
    await (await popup).waitForLoadState();
    expect(request?.method).toBe('POST');
    expect(request?.type).toContain('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(request?.body);
    expect(fields.get('query')).toBe('file=/src/CustomToolbarSlot.tsx');
    // CodeSandbox's `parameters`: URL-safe base64 of LZ-compressed JSON, decoded here with lz-string itself.
    const encoded = (fields.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(decompressFromBase64(encoded) ?? '{}') as {
      files: Record<string, { content: string; isBinary: boolean }>;
    };
    expectRunnableProject((file) => files[file]?.content, 'src/CustomToolbarSlot.tsx');
  });
});
