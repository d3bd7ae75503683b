'use client';
import { useEffect } from 'react';
import {
  LEGACY_SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_HOST,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
} from '@/config/analytics';
import { whenIdle } from './idle';
import { handleUpdates, reloadWhenFocused } from './sw-update';

/** Registers the offline worker on the production docs host only. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (window.location.hostname !== SERVICE_WORKER_HOST || !('serviceWorker' in navigator)) return;
    return whenIdle(() => {
      void navigator.serviceWorker.getRegistrations().then((registrations) => {
        for (const registration of registrations) {
          if (new URL(registration.scope).pathname === LEGACY_SERVICE_WORKER_SCOPE)
            void registration.unregister();
        }
      });
      const controlled = Boolean(navigator.serviceWorker.controller);
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
        .then((registration) =>
          handleUpdates(registration, controlled, () =>
            reloadWhenFocused({
              hasFocus: () => document.hasFocus(),
              reload: () => window.location.reload(),
              setInterval: (fn, ms) => window.setInterval(fn, ms),
              clearInterval: (id) => window.clearInterval(id as number),
            }),
          ),
        )
        .catch(() => {
          // No worker means no offline pages; the site itself works the same.
        });
    });
  }, []);
  return null;
}
