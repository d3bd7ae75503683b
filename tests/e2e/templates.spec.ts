import { expect, test, type Page } from './support/fixtures';
import { tokenColours } from './support/code-colours';
import { TEMPLATES } from '../../src/engine/templates/templates';

/** Waits until React has hydrated the template: the colour toggle is enabled only then. */
async function openTemplate(page: Page, slug: string) {
  await page.goto(`/templates/${slug}`);
  await expect(page.getByTestId('color-mode-toggle')).toBeEnabled();
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-tpl-scheme'));

for (const { slug } of TEMPLATES) {
  test(`${slug} template renders full page and switches between light and dark`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.emulateMedia({ colorScheme: 'light' });
    await openTemplate(page, slug);
    await expect(page.locator('.site-header, .sidebar, #sidebar')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
    // Styled from the server HTML: Emotion's styles are in the document before any script runs.
    const response = await page.request.get(`/templates/${slug}`);
    expect(await response.text()).toContain('data-emotion="tpl');

    expect(await scheme(page)).toBe('light');
    // What the user sees: the page's text colour follows the scheme.
    const heading = page.locator('h1').first();
    const lightText = await heading.evaluate((node) => getComputedStyle(node).color);
    await page.getByTestId('color-mode-toggle').click();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await heading.evaluate((node) => getComputedStyle(node).color)).not.toBe(lightText);
    await expect(page.getByTestId('color-mode-toggle')).toHaveAccessibleName('Switch to light mode');
    // The choice is remembered.
    await page.reload();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(errors).toEqual([]);
  });
}

test('checkout blocks Next until each step is valid, then confirms the order', async ({ page }) => {
  await openTemplate(page, 'checkout');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a first name.')).toBeVisible();
  await expect(page.getByText('Choose a country.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Street address').fill('12 St James Square');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('SW1Y 4JH');
  await expect(page.getByText('Enter a first name.')).toHaveCount(0);
  await page.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a card number.')).toBeVisible();
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4242424242424241');
  await page.getByLabel('Expiry (MM/YY)').fill('1299');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This card number is not valid.')).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Review order' })).toBeVisible();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expect(page.getByText('SW1Y 4JH London, United Kingdom')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});

test('sign-in shows errors on an empty submit and says it sends nothing', async ({ page }) => {
  await openTemplate(page, 'sign-in');
  await expect(page.getByText('This template does not send data anywhere.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('ada@');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/Signed in as ada@example.com \(not really\)/)).toBeVisible();
});

test('sign-up validates every field and the password rules', async ({ page }) => {
  await openTemplate(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'Enter your name.',
    'Enter your email address.',
    'Enter your password.',
    'Repeat your password.',
    'Accept the terms to continue.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('shorter');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('analytical1');
  await page.getByLabel('Confirm password').fill('analytical1');
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Welcome, Ada Lovelace! Nothing was created/)).toBeVisible();
});

test('dashboard grid sorts when a column header is clicked', async ({ page }) => {
  await openTemplate(page, 'dashboard');
  const grid = page.getByRole('grid', { name: 'Recent orders' });
  const amounts = async () =>
    (await grid.locator('[role="gridcell"][data-field="amount"]').allInnerTexts()).map((text) =>
      Number(text.replace(/[$,]/g, '')),
    );
  const before = await amounts();
  expect(before.length).toBeGreaterThan(5);
  await grid.getByRole('columnheader', { name: 'Amount' }).click();
  await expect.poll(amounts).not.toEqual(before);
  const ascending = await amounts();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await grid.getByRole('columnheader', { name: 'Amount' }).click();
  await expect.poll(async () => (await amounts())[0]).toBeGreaterThan(ascending.at(-1)!);
  await expect(page.locator('.MuiChartsSurface-root path').first()).toBeAttached();
});

test('blog opens an article and goes back to the list', async ({ page }) => {
  await openTemplate(page, 'blog');
  await page.getByRole('link', { name: /Introducing the release calendar/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introducing the release calendar' }),
  ).toBeVisible();
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.getByRole('button', { name: 'Design' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('gallery links resolve and previews load', async ({ page }) => {
  await page.goto('/x/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const cards = page.locator('[data-template]');
  await expect(cards).toHaveCount(TEMPLATES.length);
  for (const { slug, title } of TEMPLATES) {
    const card = page.locator(`[data-template="${slug}"]`);
    const live = card.getByRole('link', { name: `View live: ${title}` });
    const source = card.getByRole('link', { name: `Source: ${title}` });
    await expect(live).toHaveAttribute('href', `/templates/${slug}`);
    for (const href of [await live.getAttribute('href'), await source.getAttribute('href')]) {
      expect((await page.request.get(href!)).status(), href!).toBe(200);
    }
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('source page shows every file highlighted, with a working copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/templates/checkout/source');
  const blocks = page.locator('[data-file]');
  await expect(blocks.first()).toHaveAttribute('data-file', 'checkout/Checkout.tsx');
  const files = await blocks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-file')));
  expect(files).toEqual(
    expect.arrayContaining(['checkout/validation.ts', 'shared/AppTheme.tsx', 'shared/ColorModeToggle.tsx']),
  );
  expect(files.some((file) => file!.includes('.test.'))).toBe(false);
  expect((await tokenColours(blocks.first().locator('pre.shiki'))).length).toBeGreaterThan(2);
  await blocks.first().getByRole('button', { name: 'Copy the source' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('export default function Checkout()');
});
