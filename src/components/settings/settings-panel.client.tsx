'use client';

import * as React from 'react';
import { MAX_SPACING, MIN_SPACING } from '@/theme/theme-reducer';
import type { Direction, PaletteModeSetting } from '@/theme/theme-reducer';
import { AnalyticsSettings } from './analytics-settings.client';
import { ColorSettings } from './color-settings.client';
import type { SettingsLabels } from './settings-labels';
import styles from './settings-drawer.module.css';
import { ThemeSettingsProvider, useThemeSettings } from './theme-settings.client';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

// Native radios give arrow-key navigation and a single tab stop for free.
function ChoiceGroup<T extends string>({ legend, value, options, onChange }: ChoiceGroupProps<T>) {
  const name = React.useId();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segmented}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DensitySettings({ labels }: { labels: SettingsLabels }) {
  const { state, dispatch } = useThemeSettings();
  const valueId = React.useId();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{labels.density}</legend>
      <div className={styles.row}>
        <span id={valueId} className={styles.label}>
          {labels.spacing}
        </span>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={labels.decrease}
            // aria-disabled keeps focus on the button at the limit; the reducer clamps anyway.
            aria-disabled={state.spacing <= MIN_SPACING}
            onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
          >
            −
          </button>
          <output className={styles.stepValue} aria-labelledby={valueId} aria-live="polite">
            {state.spacing}px
          </output>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={labels.increase}
            aria-disabled={state.spacing >= MAX_SPACING}
            onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
          >
            +
          </button>
        </div>
      </div>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={state.dense}
          onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
        />
        <span>{labels.dense}</span>
      </label>
      <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
        {labels.resetDensity}
      </button>
    </fieldset>
  );
}

export function SettingsPanel({ labels }: { labels: SettingsLabels }) {
  const { state, dispatch } = useThemeSettings();
  return (
    <>
      <ChoiceGroup<PaletteModeSetting>
        legend={labels.mode}
        value={state.paletteMode}
        options={[
          { value: 'light', label: labels.light },
          { value: 'system', label: labels.system },
          { value: 'dark', label: labels.dark },
        ]}
        onChange={(paletteMode) => dispatch({ type: 'CHANGE', payload: { paletteMode } })}
      />
      <ChoiceGroup<Direction>
        legend={labels.direction}
        value={state.direction}
        options={[
          { value: 'ltr', label: labels.ltr },
          { value: 'rtl', label: labels.rtl },
        ]}
        onChange={(direction) => dispatch({ type: 'CHANGE', payload: { direction } })}
      />
      <DensitySettings labels={labels} />
      <ColorSettings labels={labels} />
      <AnalyticsSettings labels={labels} />
    </>
  );
}

/** The panel with the settings state it edits: what the drawer loads on its first open. */
export function SettingsPanelWithState({ labels }: { labels: SettingsLabels }) {
  return (
    <ThemeSettingsProvider>
      <SettingsPanel labels={labels} />
    </ThemeSettingsProvider>
  );
}
