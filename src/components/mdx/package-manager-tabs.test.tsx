// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, getCookie } from '@/theme/cookies';
import { PackageManagerTabs } from './package-manager-tabs.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;

async function mount(ids: string[]) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <>
        {ids.map((id) => (
          <PackageManagerTabs key={id} id={id} label="Package manager" />
        ))}
      </>,
    ),
  );
}

const tab = (id: string, manager: string) => document.getElementById(`${id}-${manager}-tab`)!;
const selected = (id: string) =>
  [...document.querySelectorAll(`[role="tab"][aria-controls^="${id}-"]`)]
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('PackageManagerTabs', () => {
  beforeEach(() => document.documentElement.removeAttribute('data-package-manager'));
  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
    deleteCookie('packageManager');
  });

  it('is a labelled tab list whose tabs control the build-time panels', async () => {
    await mount(['install-1']);
    const list = document.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Package manager');
    expect([...list.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'npm',
      'pnpm',
      'yarn',
    ]);
    expect(tab('install-1', 'pnpm').getAttribute('aria-controls')).toBe('install-1-pnpm');
    expect(selected('install-1')).toEqual(['npm']);
    expect(tab('install-1', 'npm').tabIndex).toBe(0);
    expect(tab('install-1', 'yarn').tabIndex).toBe(-1);
  });

  it('starts from the choice the pre-paint script wrote on <html>', async () => {
    document.documentElement.setAttribute('data-package-manager', 'yarn');
    await mount(['install-1']);
    expect(selected('install-1')).toEqual(['yarn']);
  });

  it('a click selects the tab in every block of the page and stores it in the cookie', async () => {
    await mount(['install-1', 'install-2']);
    await act(async () => tab('install-1', 'pnpm').click());
    expect(selected('install-1')).toEqual(['pnpm']);
    expect(selected('install-2')).toEqual(['pnpm']);
    expect(document.documentElement.getAttribute('data-package-manager')).toBe('pnpm');
    expect(getCookie('packageManager')).toBe('pnpm');
  });

  it('arrows, Home and End move the selection and the focus, wrapping around', async () => {
    await mount(['install-1']);
    const press = (key: string) =>
      act(async () => {
        (document.activeElement as HTMLElement).dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true }),
        );
      });
    tab('install-1', 'npm').focus();
    await press('ArrowRight');
    expect(selected('install-1')).toEqual(['pnpm']);
    expect(document.activeElement).toBe(tab('install-1', 'pnpm'));
    await press('End');
    expect(selected('install-1')).toEqual(['yarn']);
    await press('ArrowRight');
    expect(selected('install-1')).toEqual(['npm']);
    await press('ArrowLeft');
    expect(document.activeElement).toBe(tab('install-1', 'yarn'));
    await press('Home');
    expect(selected('install-1')).toEqual(['npm']);
    expect(getCookie('packageManager')).toBe('npm');
  });
});
