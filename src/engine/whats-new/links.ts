import type { ChangelogProduct } from './changelog';

/** A page a changelog line may link to: its path and English sidebar title. */
export interface LinkTarget {
  pathname: string;
  title: string;
}

/**
 * Words of a changelog line that name a page whose title does not contain them, per product,
 * most specific first: the page's official path (as of v8) relative to the product's root (`#id` allowed),
 * which `resolve` turns into this site's page (served there, or moved). Reviewed by hand; an alias
 * that lands nowhere is skipped and the title match below takes over.
 */
const ALIASES: Record<ChangelogProduct, Array<[RegExp, string]>> = {
  common: [
    [/\bslots?\b|\bslotProps\b/i, 'custom-components'],
    [/\blocales?\b|\blocalization\b/i, 'localization'],
    [/\btheme\b|\btheming\b/i, 'theming'],
  ],
  'data-grid': [
    [/\bai assistant\b|\bprompt\b/i, 'ai-assistant'],
    [/\bpivot/i, 'pivoting'],
    [/\bundo\b|\bredo\b/i, 'undo-redo'],
    [/\bcharts? integration\b/i, 'charts-integration'],
    [/\bdata ?source\b|\bserver-side\b/i, 'server-side-data'],
    [/\blocales?\b/i, 'localization'],
    [/\baggregat/i, 'aggregation'],
    [/\brow grouping\b|\bgrouping rows?\b/i, 'row-grouping'],
    [/\btree data\b/i, 'tree-data'],
    [/\brow (re)?ordering\b|\breorder(ing)? rows?\b/i, 'row-ordering'],
    [/\bmaster[ -]detail\b|\bdetail panel\b/i, 'master-detail'],
    [/\bheader filter/i, 'header-filters'],
    [/\bexcel\b|\bexport\b|\bcsv\b|\bprint/i, 'export'],
    [/\bclipboard\b|\bcopy\b|\bpaste\b/i, 'clipboard'],
    [/\bselect(ion|ed)? cells?\b|\bcell selection\b/i, 'cell-selection'],
    [/\browselection|row selection|checkbox selection|deselect/i, 'row-selection'],
    [/\btab navigation\b|\btabNavigation\b|\baria\b|\baccessib/i, 'accessibility'],
    [/\blongText\b|\bcolumn type\b/i, 'column-types'],
    [/\bautosiz/i, 'column-dimensions'],
    [/\bscroll shadows?\b|\bscrollbar\b/i, 'style'],
    [/\btoolbar\b/i, 'components/toolbar'],
    [/\bmulti[- ]sort/i, 'sorting'],
    [/\blazy[- ]load/i, 'lazy-loading'],
    [/\bpinned rows?\b|\brow pinning\b/i, 'row-pinning'],
    [/\bpinned columns?\b|\bcolumn pinning\b/i, 'column-pinning'],
  ],
  'date-pickers': [
    [/\blocales?\b/i, 'localization'],
    [/\badapter\b/i, 'base-concepts'],
    [/\bkeyboard\b|\baccessib/i, 'accessibility'],
    [/\bsource\b.*\b(lifecycle|context)\b|\blifecycle\b/i, 'lifecycle'],
    [/\bshortcuts?\b/i, 'shortcuts'],
  ],
  charts: [
    [/sankey/i, 'sankey'],
    [/heatmap/i, 'heatmap'],
    [/funnel|\bpyramid\b/i, 'funnel'],
    [/radar/i, 'radar'],
    [/\bbrush\b/i, 'brush'],
    [/\btoolbar\b/i, 'toolbar'],
    [/\bzoom slider\b|\brange selection\b/i, 'zoom-slider'],
    [/\bzoom\b|\bpan\b|\bpressAndDrag\b|\btapAndDrag\b/i, 'zoom-and-pan'],
    [/\bexport\b|\bpdf\b|\bprint\b/i, 'export'],
    [/\bkeyboard\b|\baccessib|\bfocus\b/i, 'accessibility'],
    [/\blocales?\b|\blocalization\b/i, 'localization'],
    [/\btick/i, 'ticks'],
    [/\blegend\b/i, 'legend'],
    [/\btooltip\b/i, 'tooltip'],
    [/\bbar(s| chart| label)?\b|\bbarLabel|\bminBarSize\b/i, 'bars'],
    [/\bline chart\b/i, 'lines'],
    [/\bscatter\b/i, 'scatter'],
    [/\bgauge\b/i, 'gauge'],
    [/\bpie\b/i, 'pie'],
  ],
  'tree-view': [
    [/\blazy[- ]load/i, 'lazy-loading'],
    [/\bselect/i, 'selection'],
    [/\bexpan/i, 'expansion'],
    [/\bedit/i, 'editing'],
    [/\breorder|\bordering\b|\bdrag/i, 'ordering'],
    [/\bapiRef\b|\bapi methods?\b/i, 'api-methods'],
    [/\bgetItemChildren\b|\bitems?\b/i, 'items'],
  ],
};

export const PRODUCT_ROOTS: Record<ChangelogProduct, string> = {
  common: '/x/common-concepts',
  'data-grid': '/x/react-data-grid',
  'date-pickers': '/x/react-date-pickers',
  charts: '/x/react-charts',
  'tree-view': '/x/react-tree-view',
};

const STOP = new Set(['and', 'the', 'with', 'for', 'overview', 'main', 'features', 'components', 'recipes']);

/** The words of a title worth matching: `Date Range Picker` → `date`, `range`, `picker`. */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOP.has(word));
}

/** Pages matched by title only when nothing else fits: their titles are too general. */
const GENERAL_TITLE = /\b(recipes|overview)\b/i;

/**
 * The page of `product` a changelog line is about, or undefined: an alias first (its official
 * path through `resolve`), else the page whose title words all occur in the line (the longest such
 * title wins: "Date Range Picker" over "Date Picker").
 */
export function linkFor(
  text: string,
  product: ChangelogProduct,
  pages: readonly LinkTarget[],
  resolve: (officialPath: string) => string | undefined,
): string | undefined {
  const root = PRODUCT_ROOTS[product];
  // "Export `ToolbarRoot`" makes a name public: its verb is not the data export of the Export pages.
  const subject = text.replace(/^Export (an? )?(?=`)/i, '');
  for (const [pattern, slug] of ALIASES[product]) {
    if (!pattern.test(subject)) continue;
    const target = resolve(`${root}/${slug}`);
    if (target) return target;
  }
  const words = new Set(subject.toLowerCase().split(/[^a-z0-9]+/));
  let best: LinkTarget | undefined;
  for (const page of pages) {
    if (!page.pathname.startsWith(`${root}/`) || GENERAL_TITLE.test(page.title)) continue;
    const needed = titleWords(page.title);
    if (needed.length === 0 || !needed.every((word) => words.has(word) || words.has(`${word}s`))) continue;
    if (!best || page.title.length > best.title.length) best = page;
  }
  return best?.pathname;
}
