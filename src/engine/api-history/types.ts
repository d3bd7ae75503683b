import type { Product } from '../api-reference/types';

/** A minor of the 8.x or 9.x line as the history names it: `8.14`, `9.2`. */
export type Minor = `${8 | 9}.${number}`;

/**
 * What the history compares of one API entry in one release. Short keys: a release snapshot of
 * every entry is kept between runs (`node_modules/.cache/api-history/`), one per minor.
 */
export interface EntrySnapshot {
  /** `c` component, `i` interface. */
  k: 'c' | 'i';
  /** Package that owns the page (`@mui/x-data-grid-pro`). */
  pkg: string;
  /** Deprecated as a whole. */
  dep?: 1;
  /** Props (or interface properties): normalised default (`''` when none) and deprecation. */
  p: Record<string, [def: string, dep?: 1]>;
  /** Slot names. */
  s?: string[];
  /** Class keys. */
  c?: string[];
}

/** Every entry of one release, keyed `product/kebab`, and the package versions it was read from. */
export interface ReleaseSnapshot {
  /** Cache format of `npm run api:history` (snapshots of another format are read again). */
  format?: number;
  minor: Minor;
  versions: Record<string, string>;
  entries: Record<string, EntrySnapshot>;
}

/** When one member (prop, slot, class) changed. Absent keys: no such event since the baseline. */
export interface MemberHistory {
  /** Added in. */
  a?: Minor;
  /** Deprecated in. */
  d?: Minor;
  /** Removed in (an 8.x minor may remove what was deprecated; rare). */
  r?: Minor;
  /** Default changes, oldest first: in which minor, and the default before it. */
  def?: Array<[minor: Minor, previous: string]>;
}

/** The history of one API page. */
export interface EntryHistory {
  a?: Minor;
  d?: Minor;
  r?: Minor;
  props?: Record<string, MemberHistory>;
  slots?: Record<string, MemberHistory>;
  classes?: Record<string, MemberHistory>;
}

/** The committed history of one product (`data/api-history/<product>.json`). */
export interface ProductHistory {
  _generated: string;
  product: Product;
  /** Minors read, oldest first, with each package's version in that minor. */
  releases: Array<{ minor: Minor; versions: Record<string, string> }>;
  /** Per package, the first release read: what it has there is its baseline and carries no mark. */
  baselines: Record<string, Minor>;
  entries: Record<string, EntryHistory>;
}
