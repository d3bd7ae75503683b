/**
 * In-page probes of mounted demos, run with `page.evaluate`. Each function is self-contained
 * (Playwright serialises it into the page), so none may call another helper.
 */

/**
 * Ids of the demos (`figure.demo`) that still show they are waiting for something: an indeterminate
 * progress bar or spinner (a grid's loading overlay, a tree item loading its children), a skeleton
 * (rows a lazy-loading grid has not received yet, a calendar's month being fetched) or `aria-busy`.
 * Determinate progress bars (`aria-valuenow`) show a value, not a wait.
 */
export function loadingDemos(): string[] {
  const indicators = [
    '[role="progressbar"]:not([aria-valuenow])',
    '.MuiSkeleton-root',
    '.MuiDataGrid-cellSkeleton',
    '[aria-busy="true"]',
  ].join(', ');
  return [...document.querySelectorAll('figure.demo')]
    .filter((figure) =>
      [...figure.querySelectorAll(`.demo-live :is(${indicators})`)].some((element) =>
        element.checkVisibility({ checkVisibilityCSS: true }),
      ),
    )
    .map((figure) => figure.id);
}

/** Height of each demo's live area, in px, by the id of its figure. */
export function demoHeights(): Record<string, number> {
  return Object.fromEntries(
    [...document.querySelectorAll('figure.demo')].map((figure) => [
      figure.id,
      Math.round(figure.querySelector('.demo-live')?.getBoundingClientRect().height ?? 0),
    ]),
  );
}
