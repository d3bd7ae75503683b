// Shared helpers for the settings tests (jsdom + react-dom/client, no testing library).
import { act } from 'react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function mockMatchMedia(prefersDark = false): void {
  window.matchMedia = vi.fn((query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** jsdom has <dialog> but not its modal behaviour; this is just enough of it. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & {
    __polyfilled?: boolean;
  };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export function resetBrowserState(): void {
  localStorage.clear();
  document.cookie = 'paletteColors=; path=/; max-age=0';
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
  document.body.removeAttribute('style');
  document.body.className = '';
  document.body.innerHTML = '';
}

export async function render(element: ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    unmount: () => act(() => root.unmount()),
  };
}

/** Sets a controlled input's value the way a user would, so React sees it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
