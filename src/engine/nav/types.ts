/** A plan that a page's features need beyond the free Community plan. */
export type Plan = 'pro' | 'premium';

/** One entry of the navigation tree: a page, a group of pages, or both. */
export interface NavPage {
  /** Path of the page without language prefix, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  /** Title override; by default the title dictionary of the page's language is used. */
  title?: string;
  /** Label shown above the children, grouping them under a heading. */
  subheader?: string;
  /** Nested pages. A group with children and no content of its own has `group: true`. */
  children?: NavPage[];
  /** True when the entry only groups its children and has no page of its own. */
  group?: boolean;
  /** The plan the page's features need. */
  plan?: Plan;
  /** Announced but not written yet: shown with a chip, never linked. */
  planned?: boolean;
  /** Recently added feature. */
  newFeature?: boolean;
  /** API still unstable. */
  unstable?: boolean;
}
