// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyRowLinks, rowUrl } from './copy-row-links.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('rowUrl', () => {
  it('is the absolute page URL with the row anchor', () => {
    const location = { origin: 'https://mui.com', pathname: '/x/api/data-grid/data-grid', search: '' };
    expect(rowUrl(location, 'prop-rows')).toBe('https://mui.com/x/api/data-grid/data-grid#prop-rows');
  });
});

describe('CopyRowLinks', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('copies the clicked row link for every button through one listener, says Copied for 1.2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.body.innerHTML = ['prop-rows', 'slot-toolbar']
      .map((id) => `<button data-copy-link="${id}"><svg></svg><span aria-live="polite"></span></button>`)
      .join('');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<CopyRowLinks copiedLabel="Copied" />));
    const [, second] = document.querySelectorAll<HTMLButtonElement>('[data-copy-link]');
    await act(async () =>
      second.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/#slot-toolbar`);
    expect(second.textContent).toBe('Copied');
    expect(second.dataset.copied).toBe('true');
    // One live region for the page says it too: the buttons carry no live region each.
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Copied');
    vi.advanceTimersByTime(1199);
    expect(second.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(second.textContent).toBe('');
    expect(second.dataset.copied).toBeUndefined();
    await act(async () => root.unmount());
  });
});
