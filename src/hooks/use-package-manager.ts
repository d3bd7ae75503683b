'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { setCookie } from '@/theme/cookies';
import { isPackageManager, type PackageManager } from '@/engine/shared/markdown/package-managers';
import { DEFAULT_PACKAGE_MANAGER, PACKAGE_MANAGER_COOKIE } from '@/components/mdx/package-manager-prefs';

/** Fired on window when the choice changes, so every install block of the page follows at once. */
const CHANGE_EVENT = 'docs:package-manager';
const ATTRIBUTE = 'data-package-manager';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

// The pre-paint script has already written the stored choice on <html>; the store reads it back.
function getSnapshot(): PackageManager {
  const value = document.documentElement.getAttribute(ATTRIBUTE);
  return isPackageManager(value) ? value : DEFAULT_PACKAGE_MANAGER;
}

const getServerSnapshot = (): PackageManager => DEFAULT_PACKAGE_MANAGER;

/** Stores a choice for a year and shows it in every install block of the page. */
export function storePackageManager(manager: PackageManager): void {
  setCookie(PACKAGE_MANAGER_COOKIE, manager);
  document.documentElement.setAttribute(ATTRIBUTE, manager);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The page's package manager, and a setter that remembers a change across pages. */
export function usePackageManager(): [PackageManager, (manager: PackageManager) => void] {
  const manager = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const update = useCallback((next: PackageManager) => storePackageManager(next), []);
  return [manager, update];
}
