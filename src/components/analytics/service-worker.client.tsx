'use client';
import { useEffect } from 'react';
import { LEGACY_SERVICE_WORKER_SCOPE, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '@/config/analytics';
import { whenIdle } from './idle';
import { handleUpdates, reloadWhenFocused } from './sw-update';

/**
 * Registers the offline worker on the production docs host only: `host` is `SERVICE_WORKER_HOST`,
 * passed by the server (see `AnalyticsProps` for why client code does not read it itself).
 */
export function ServiceWorkerRegistration({ host }: { host: string }) {
  useEffect(() => {
    if (window.location.hostname !== host || !('serviceWorker' in navigator)) return;
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
  }, [host]);
  return null;
}
