import type { BuiltEntry } from './component-entry';
import type { ComponentEntry } from './types';

/** `<PickersTextField />` or `PickersTextField` → `PickersTextField`. */
function slotComponent(text: string | undefined): string | undefined {
  return text === undefined ? undefined : /^<?([A-Z]\w*)\s*\/?>?$/.exec(text.trim())?.[1];
}

/**
 * The Pickers fields (`DateField`, `SingleInputDateRangeField`, …) take a `classes` prop typed by
 * Material UI's FormControl but have no class names of their own: they hand it, with their other
 * props, to the component of their `textField` slot (`PickerFieldUI`: `slots.textField ??
 * PickersTextField`), which composes it. Such an entry gets that component's classes.
 */
export function inheritTextFieldClasses(entries: readonly BuiltEntry<ComponentEntry>[]): void {
  const byName = new Map(entries.map((built) => [`${built.entry.product}:${built.entry.name}`, built]));
  for (const built of entries) {
    const { entry } = built;
    if (entry.classes.length > 0) continue;
    if (!entry.props.some((prop) => prop.name === 'classes' && prop.inheritedFrom)) continue;
    const name = slotComponent(entry.slots.find((slot) => slot.name === 'textField')?.default);
    const source = name && byName.get(`${entry.product}:${name}`);
    if (!source || source === built || source.entry.classes.length === 0) continue;
    entry.classes = source.entry.classes.map((cls) => ({ ...cls }));
    if (source.descriptions.classes) built.descriptions.classes = { ...source.descriptions.classes };
  }
}
