const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,[^)]*)?\)$/i;

/**
 * MUI's builder understands hex, rgb(), hsl() and color() only. In a browser
 * any other valid CSS colour (e.g. `teal`, `rgb(1 2 3)`) is first resolved by
 * the engine itself, so that the user can type whatever CSS accepts.
 */
export function toBuilderColor(input: string): string {
  const value = input.trim();
  if (HEX.test(value) || RGB.test(value)) return value;
  if (typeof document === 'undefined' || typeof CSS === 'undefined' || !CSS.supports('color', value)) {
    return value;
  }
  const probe = document.createElement('span');
  probe.style.color = value;
  probe.style.display = 'none';
  document.body.appendChild(probe);
  const resolved = window.getComputedStyle(probe).color;
  probe.remove();
  return resolved || value;
}

function channelToHex(channel: number): string {
  return Math.min(255, Math.max(0, channel)).toString(16).padStart(2, '0');
}

/** `#rrggbb` for `<input type="color">`, or the fallback when the colour has no such form. */
export function toPickerValue(color: string | undefined, fallback: string): string {
  const value = (color ?? '').trim();
  const hex = HEX.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return `#${digits.toLowerCase()}`;
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    return `#${[rgb[1], rgb[2], rgb[3]].map((c) => channelToHex(Number(c))).join('')}`;
  }
  return fallback;
}
