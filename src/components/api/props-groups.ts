import type { ApiDescriptions, ApiProp } from '@/engine/api-reference/types';

export interface InheritedGroup {
  /** `Stack`, or a package such as `@mui/system`. */
  from: string;
  /** Its API page on mui.com. */
  href: string;
  /** Anchor of the group's heading. */
  id: string;
  props: ApiProp[];
}

export interface PropGroups {
  /** The component's own props: the documented ones first, then those without a description. */
  own: ApiProp[];
  inherited: InheritedGroup[];
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The mui.com page of a Material UI component or of MUI System's props. */
export function inheritedHref(from: string): string {
  if (from === '@mui/system') return 'https://mui.com/system/properties/';
  if (from.startsWith('@')) return `https://mui.com/material-ui/`;
  return `https://mui.com/material-ui/api/${kebab(from)}/`;
}

export function isDocumented(prop: ApiProp, descriptions: ApiDescriptions): boolean {
  return Boolean(descriptions.props?.[prop.name]?.trim());
}

/** Splits a props list into the component's own props and those it passes on from Material UI. */
export function groupProps(props: readonly ApiProp[], descriptions: ApiDescriptions): PropGroups {
  const documented = props.filter((p) => !p.inheritedFrom && isDocumented(p, descriptions));
  const undocumented = props.filter((p) => !p.inheritedFrom && !isDocumented(p, descriptions));
  const byOwner = new Map<string, ApiProp[]>();
  for (const prop of props) {
    if (prop.inheritedFrom)
      byOwner.set(prop.inheritedFrom, [...(byOwner.get(prop.inheritedFrom) ?? []), prop]);
  }
  const inherited = [...byOwner]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, list]) => ({
      from,
      href: inheritedHref(from),
      id: `inherited-${kebab(from)
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '')}`,
      props: list,
    }));
  return { own: [...documented, ...undocumented], inherited };
}
