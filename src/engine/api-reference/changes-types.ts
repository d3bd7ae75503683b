/** Shapes of the files under generated/api-changes/: what changed in the API between two majors. */
import type { EntryKind, Plan, Product } from './types';

/** A prop (or interface property) present in both majors whose type text differs once normalised. */
export interface TypeChange {
  name: string;
  /** Type in the older major. */
  from: string;
  /** Type in the newer major. */
  to: string;
  /** Union members the newer major accepts and the older did not. */
  membersAdded?: string[];
  /** Union members the older major accepted and the newer does not (a narrowed union). */
  membersRemoved?: string[];
}

/** A member whose `@default` differs between the majors (both documented one). */
export interface DefaultChange {
  name: string;
  from: string;
  to: string;
}

/** A member that exists only in the newer major. */
export interface AddedMember {
  name: string;
  /** Its type (props only). */
  type?: string;
}

/** A member that exists only in the older major. */
export interface RemovedMember {
  name: string;
  /** Its type in the older major (props only). */
  type?: string;
  /** It was already marked `@deprecated` in the older major. */
  deprecated: boolean;
  /** The older major's deprecation message, when it had one. */
  hint?: string;
  /** A name of the newer major the deprecation message points to (a rename). */
  replacedBy?: string;
}

export interface MemberChanges {
  added: AddedMember[];
  removed: RemovedMember[];
  typeChanged: TypeChange[];
  defaultChanged: DefaultChange[];
}

/** A CSS class key whose global class name changed. */
export interface ClassNameChange {
  name: string;
  from: string;
  to: string;
}

/** Everything that changed in one component (or Data Grid interface) present in both majors. */
export interface EntryChanges {
  name: string;
  kebab: string;
  kind: EntryKind;
  plan: Plan;
  props: MemberChanges;
  slots: MemberChanges;
  classes: MemberChanges & { classNameChanged: ClassNameChange[] };
}

/** A component only one major exports. */
export interface ComponentRef {
  name: string;
  kebab: string;
  plan: Plan;
  /** For a removed component: the newer name that lists it as an alias, or its deprecation's pointer. */
  replacedBy?: string;
  /** For a removed component: it was deprecated in the older major. */
  deprecated?: boolean;
}

/** Counts shown in the product summary and the report. */
export interface ChangeTotals {
  componentsAdded: number;
  componentsRemoved: number;
  propsAdded: number;
  propsRemoved: number;
  propsTypeChanged: number;
  propsDefaultChanged: number;
  /** Removed props that the older major had already deprecated. */
  propsDeprecatedRemoved: number;
  slotsAdded: number;
  slotsRemoved: number;
  classesAdded: number;
  classesRemoved: number;
}

/** generated/api-changes/<pair>/<product>.json */
export interface ProductChanges {
  _generated: string;
  product: Product;
  /** Major the changes start from, e.g. `v7`. */
  from: string;
  /** Major the changes lead to, e.g. `v8`. */
  to: string;
  /** Package versions compared, e.g. `{ "@mui/x-data-grid": "7.29.13 → 8.29.3" }`. */
  versions: Record<string, string>;
  componentsAdded: ComponentRef[];
  componentsRemoved: ComponentRef[];
  /** Entries present in both majors that changed, by name. */
  entries: EntryChanges[];
  totals: ChangeTotals;
}
