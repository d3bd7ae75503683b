// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie } from '@/theme/cookies';
import { SettingsButton } from './settings-button.client';
import type { SettingsLabels } from './settings-labels';
import { mockMatchMedia, polyfillDialog, render, resetBrowserState, typeInto } from './test-utils';

const labels: SettingsLabels = {
  title: 'Settings',
  mode: 'Mode',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  direction: 'Direction',
  ltr: 'Left to right',
  rtl: 'Right to left',
  density: 'Density',
  spacing: 'Spacing',
  dense: 'Dense',
  increase: 'Increase spacing',
  decrease: 'Decrease spacing',
  resetDensity: 'Reset density',
  colors: 'Colours',
  primary: 'Primary',
  secondary: 'Secondary',
  resetColors: 'Reset colours',
  close: 'Close settings',
  invalidColor: 'Invalid colour.',
  cookies: 'Cookie preferences',
  analytics: 'Allow analytics cookies',
  analyticsSignal: 'Your browser refuses tracking.',
  open: 'Open settings',
};

function byLabel<T extends Element>(root: ParentNode, selector: string, label: string): T {
  const found = [...root.querySelectorAll<T>(selector)].find((el) => el.getAttribute('aria-label') === label);
  if (!found) throw new Error(`No ${selector} labelled ${label}`);
  return found;
}

function radio(root: ParentNode, text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  const input = label?.querySelector('input');
  if (!input) throw new Error(`No radio ${text}`);
  return input;
}

// Lets the lazily imported colour builder load and its promise callbacks run inside act().
async function settle() {
  await act(async () => {
    await import('@/theme/palette');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

async function openDrawer() {
  const { container } = await render(<SettingsButton labels={labels} />);
  const trigger = byLabel<HTMLButtonElement>(container, 'button', labels.open);
  await act(async () => trigger.click());
  // The panel is loaded on the first open: let its import resolve and the drawer re-render.
  await act(async () => {
    await import('./settings-panel.client');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const dialog = container.querySelector('dialog') as HTMLDialogElement;
  return { container, trigger, dialog };
}

describe('SettingsButton', () => {
  beforeEach(() => {
    resetBrowserState();
    mockMatchMedia();
    polyfillDialog();
  });

  it('server-renders only the closed button and an empty dialog', () => {
    const html = renderToString(<SettingsButton labels={labels} />);
    expect(html).toContain('aria-label="Open settings"');
    expect(html).not.toContain('Reset density');
  });

  it('opens a labelled modal dialog', async () => {
    const { dialog, trigger } = await openDrawer();
    expect(dialog.open).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Settings');
  });

  it('changes the mode and direction', async () => {
    const { dialog } = await openDrawer();
    await act(async () => radio(dialog, 'Dark').click());
    expect(document.documentElement.classList.contains('mode-dark')).toBe(true);
    expect(localStorage.getItem('mode')).toBe('dark');
    await act(async () => radio(dialog, 'Right to left').click());
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('steps the spacing and shows the value', async () => {
    const { dialog } = await openDrawer();
    await act(async () => byLabel<HTMLButtonElement>(dialog, 'button', labels.increase).click());
    expect(dialog.querySelector('output')?.textContent).toBe('9px');
    await act(async () => byLabel<HTMLButtonElement>(dialog, 'button', labels.decrease).click());
    await act(async () => byLabel<HTMLButtonElement>(dialog, 'button', labels.decrease).click());
    expect(dialog.querySelector('output')?.textContent).toBe('7px');
  });

  it('rejects an invalid colour with an alert and keeps the last good colours', async () => {
    const { dialog } = await openDrawer();
    const text = dialog.querySelector<HTMLInputElement>('input[type="text"]') as HTMLInputElement;
    await act(async () => typeInto(text, '#123456'));
    await act(async () => text.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await settle();
    const goodCookie = getCookie('paletteColors');
    expect(goodCookie).toContain('#123456');
    await act(async () => typeInto(text, 'not-a-colour'));
    await act(async () => text.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    const alert = dialog.querySelector('[role="alert"]') as HTMLElement;
    await settle();
    expect(alert.textContent).toContain('Invalid colour.');
    expect(alert.textContent).toContain('not-a-colour');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(getCookie('paletteColors')).toBe(goodCookie);
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe('#123456');
  });

  it('applies a valid colour typed in the text field', async () => {
    const { dialog } = await openDrawer();
    const text = dialog.querySelector<HTMLInputElement>('input[type="text"]') as HTMLInputElement;
    await act(async () => typeInto(text, '#00aa00'));
    await act(async () => text.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await settle();
    expect(getCookie('paletteColors')).toBeDefined();
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe('#00aa00');
    const picker = dialog.querySelector<HTMLInputElement>('input[type="color"]');
    expect(picker?.value).toBe('#00aa00');
  });

  it('closes from the close button and returns focus to the trigger', async () => {
    const { dialog, trigger } = await openDrawer();
    await act(async () => byLabel<HTMLButtonElement>(dialog, 'button', labels.close).click());
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('labels every form control', async () => {
    const { dialog } = await openDrawer();
    for (const control of dialog.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')) {
      const named =
        control.getAttribute('aria-label') ||
        control.getAttribute('aria-labelledby') ||
        control.labels?.length ||
        control.textContent?.trim();
      expect(named, control.outerHTML).toBeTruthy();
    }
  });
});
