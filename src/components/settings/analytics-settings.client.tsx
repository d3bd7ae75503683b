'use client';

import * as React from 'react';
import { storeConsent } from '@/components/analytics/consent';
import { useAnalyticsConsent, useBrowserRefusesTracking } from '@/components/analytics/use-analytics-consent';
import type { SettingsLabels } from './settings-labels';
import styles from './settings-drawer.module.css';

/**
 * Cookie preferences: the analytics choice of the consent banner, changeable at any time. A
 * browser sending Do Not Track or Global Privacy Control has refused for the visitor, so the
 * box stays off and says why instead of overriding the browser.
 */
export function AnalyticsSettings({ labels }: { labels: SettingsLabels }) {
  const consent = useAnalyticsConsent();
  const refused = useBrowserRefusesTracking();
  const hintId = React.useId();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{labels.cookies}</legend>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={consent === 'granted'}
          disabled={refused}
          aria-describedby={refused ? hintId : undefined}
          onChange={(event) => storeConsent(event.target.checked ? 'granted' : 'denied')}
        />
        <span>{labels.analytics}</span>
      </label>
      {refused ? (
        <p id={hintId} className={styles.hint}>
          {labels.analyticsSignal}
        </p>
      ) : null}
    </fieldset>
  );
}
