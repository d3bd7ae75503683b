import 'server-only';
import { loadApiEntry, loadApiIndex } from '../api-reference/api-index';
import type { Product } from '../api-reference/types';
import { minorNumber } from '../shared/api-history/as-of';
import { loadPageHistory } from './load';

/** When the API names a guide writes appeared in 8.x or 9.x, from its front matter's components. */
export interface GuideMarks {
  /** Set when every listed component appeared after the first release read: the earliest. */
  page?: string;
  /** The minor a component, prop or slot of the listed components appeared in, if after 8.0. */
  addedIn(name: string): string | undefined;
}

const earliest = (minors: Array<string | undefined>) =>
  minors.reduce<string | undefined>(
    (best, minor) => {
      if (minor === undefined || best === undefined) return undefined;
      return minorNumber(minor) < minorNumber(best) ? minor : best;
    },
    minors.length ? '9.999' : undefined,
  );

/**
 * Marks for a guide of `product` listing `components`. A member counts as new only when every
 * listed component that has it got it after the first release read: a prop that one of them had
 * all along is not new to the reader of this page.
 */
export function guideMarks(product: Product | undefined, components: readonly string[] = []): GuideMarks {
  const index = loadApiIndex();
  const listed = components
    .map((name) => index.find((item) => item.name === name && (!product || item.product === product)))
    .filter((item) => item !== undefined)
    .map((item) => ({
      item,
      history: loadPageHistory(item.product, item.kebab),
      entry: loadApiEntry(item.product, item.kebab, 'en').entry,
    }))
    .filter(({ history }) => history !== undefined);
  if (listed.length === 0) return { addedIn: () => undefined };
  const page = earliest(listed.map(({ history }) => history!.entry.a));
  return {
    page,
    addedIn(name) {
      const component = listed.find(({ item }) => item.name === name);
      if (component) return component.history!.entry.a;
      const owners = listed.filter(({ entry }) =>
        entry.kind === 'component'
          ? entry.props.some((prop) => prop.name === name) || entry.slots.some((slot) => slot.name === name)
          : entry.properties.some((prop) => prop.name === name),
      );
      if (owners.length === 0) return undefined;
      return earliest(
        owners.map(({ history }) => {
          const marks = history!.entry;
          return marks.props?.[name]?.a ?? marks.slots?.[name]?.a ?? marks.a;
        }),
      );
    },
  };
}
