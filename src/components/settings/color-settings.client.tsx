'use client';

import * as React from 'react';
import { LIGHT_THEME_COLOR } from '@/theme/theme-colors';
import type { PaletteColorsSetting } from '@/theme/theme-reducer';
import { toBuilderColor, toPickerValue } from './color-utils';
import type { SettingsLabels } from './settings-labels';
import styles from './settings-drawer.module.css';
import { useThemeSettings } from './theme-settings.client';

type ColorKey = keyof PaletteColorsSetting;

// Shown in the picker while no custom colour is set (the light-scheme defaults).
const PICKER_DEFAULTS: Record<ColorKey, string> = {
  primary: LIGHT_THEME_COLOR,
  secondary: '#8a3ffc',
};
const PICKER_DEBOUNCE_MS = 166;

export function ColorSettings({ labels }: { labels: SettingsLabels }) {
  const { state, dispatch } = useThemeSettings();
  const colors = state.paletteColors;
  const [drafts, setDrafts] = React.useState<PaletteColorsSetting>(colors);
  const [error, setError] = React.useState<{
    key: ColorKey;
    message: string;
  } | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alertId = React.useId();
  const idPrefix = React.useId();

  // Saved colours arrive after mount and change on reset: show them.
  React.useEffect(() => setDrafts(colors), [colors]);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const commit = React.useCallback(
    async (key: ColorKey, raw: string) => {
      const next: PaletteColorsSetting = { ...colors };
      if (raw.trim() === '') {
        delete next[key];
      } else {
        next[key] = toBuilderColor(raw);
      }
      if (next[key] === colors[key]) {
        setError(null);
        return;
      }
      try {
        // The builder (and MUI with it) is only downloaded on first use.
        const { buildPaletteColors } = await import('@/theme/palette');
        buildPaletteColors(next);
      } catch (cause) {
        // The last good colours stay applied; the user sees why this one failed.
        setError({
          key,
          message: cause instanceof Error ? cause.message : String(cause),
        });
        return;
      }
      setError(null);
      dispatch({ type: 'CHANGE', payload: { paletteColors: next } });
    },
    [colors, dispatch],
  );

  const fields: Array<{ key: ColorKey; label: string }> = [
    { key: 'primary', label: labels.primary },
    { key: 'secondary', label: labels.secondary },
  ];

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{labels.colors}</legend>
      {fields.map(({ key, label }) => {
        const labelId = `${idPrefix}-${key}-label`;
        const inputId = `${idPrefix}-${key}-text`;
        const invalid = error?.key === key;
        return (
          <div key={key} className={styles.colorRow}>
            <label id={labelId} htmlFor={inputId} className={styles.label}>
              {label}
            </label>
            <input
              type="color"
              className={styles.colorPicker}
              aria-labelledby={labelId}
              value={toPickerValue(drafts[key] ?? colors[key], PICKER_DEFAULTS[key])}
              onChange={(event) => {
                const value = event.target.value;
                setDrafts((d) => ({ ...d, [key]: value }));
                // Dragging in the picker fires continuously; build the theme once it settles.
                clearTimeout(timer.current);
                timer.current = setTimeout(() => void commit(key, value), PICKER_DEBOUNCE_MS);
              }}
            />
            <input
              id={inputId}
              type="text"
              className={styles.textInput}
              spellCheck={false}
              autoComplete="off"
              placeholder={PICKER_DEFAULTS[key]}
              value={drafts[key] ?? ''}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? alertId : undefined}
              onChange={(event) => setDrafts((d) => ({ ...d, [key]: event.target.value }))}
              onBlur={(event) => void commit(key, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void commit(key, event.currentTarget.value);
              }}
            />
          </div>
        );
      })}
      <p id={alertId} role="alert" className={styles.alert}>
        {error ? `${labels.invalidColor} ${error.message}` : null}
      </p>
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          clearTimeout(timer.current);
          setError(null);
          dispatch({ type: 'RESET_COLORS' });
        }}
      >
        {labels.resetColors}
      </button>
    </fieldset>
  );
}
