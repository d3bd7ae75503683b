/** Every visible or accessible string of the settings drawer, already translated. */
export interface SettingsLabels {
  title: string;
  mode: string;
  light: string;
  dark: string;
  system: string;
  direction: string;
  ltr: string;
  rtl: string;
  density: string;
  spacing: string;
  dense: string;
  increase: string;
  decrease: string;
  resetDensity: string;
  colors: string;
  primary: string;
  secondary: string;
  resetColors: string;
  close: string;
  invalidColor: string;
  /** Legend of the cookie preferences (analytics consent). */
  cookies: string;
  analytics: string;
  /** Why the analytics box is off and disabled: the browser sends DNT or GPC. */
  analyticsSignal: string;
  open: string;
}
