/** Route params as Next passes them: one value per dynamic segment, arrays for catch-alls. */
export type RouteParams = Record<string, string | string[] | undefined>;

/** One key per set of params, whatever the key order; an absent optional catch-all equals an empty one. */
function paramsKey(params: RouteParams): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/**
 * A membership test against a route's own `generateStaticParams` list.
 *
 * Routes keep `dynamicParams` on and call `notFound()` when this says no: with it off,
 * Next answers unknown params from its global 404 entry, which has no `[lang]` param and
 * so renders an empty error document that only JavaScript fills in (no language, no
 * title, no stored mode). Rendered by the route instead, the 404 comes from the
 * language's own not-found boundary, in the shell, on the server. The list is built
 * once per route module, on first use.
 */
export function staticParamsGuard(list: () => RouteParams[]): (params: RouteParams) => boolean {
  let known: Set<string> | undefined;
  return (params) => {
    known ??= new Set(list().map(paramsKey));
    return known.has(paramsKey(params));
  };
}
