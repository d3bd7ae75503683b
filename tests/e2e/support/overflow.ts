/**
 * In-page probes for layout that escapes its box, run with `page.evaluate`. Each function is
 * self-contained (Playwright serialises it into the page), so none may call another helper.
 */

/** What sticks out: the element, its right edge and the page's width. */
export interface WidestElement {
  /** `article.content > p > code`: the element and up to three ancestors. */
  selector: string;
  /** Its first characters of text, to find it on the page. */
  text: string;
  right: number;
  viewport: number;
  documentWidth: number;
}

/**
 * When the document is wider than the viewport, the element that reaches furthest right,
 * skipping those inside a box that scrolls or clips sideways itself (a table or code block
 * scrolling in its own box is fine; the box is measured instead); `null` when nothing sticks out.
 */
export function widestElement(): WidestElement | null {
  const viewport = document.documentElement.clientWidth;
  const documentWidth = document.documentElement.scrollWidth;
  if (documentWidth <= viewport) return null;
  const clipsSideways = (element: Element) =>
    ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
  const describe = (element: Element) =>
    element.tagName.toLowerCase() +
    (element.id ? `#${element.id}` : '') +
    [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
  let widest: { element: Element; right: number } | null = null;
  const consider = (element: Element, right: number) => {
    if (right > viewport + 0.5 && (!widest || right > widest.right + 0.5)) widest = { element, right };
  };
  const range = document.createRange();
  const walk = (parent: Element) => {
    for (const node of parent.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        // Text can overflow a box that itself fits (a long word in a flex heading): its parent is named.
        range.selectNodeContents(node);
        consider(parent, range.getBoundingClientRect().right + window.scrollX);
        continue;
      }
      if (!(node instanceof Element)) continue;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.position === 'fixed') continue;
      consider(node, node.getBoundingClientRect().right + window.scrollX);
      if (!clipsSideways(node)) walk(node);
    }
  };
  walk(document.body);
  if (!widest) return { selector: 'unknown', text: '', right: documentWidth, viewport, documentWidth };
  const { element, right } = widest as { element: Element; right: number };
  const chain = [describe(element)];
  for (
    let up = element.parentElement;
    up && up !== document.body && chain.length < 4;
    up = up.parentElement
  ) {
    chain.unshift(describe(up));
  }
  return {
    selector: chain.join(' > '),
    text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    right: Math.round(right),
    viewport,
    documentWidth,
  };
}

/** An element of a demo that paints outside its figure. */
export interface EscapedElement {
  demo: string;
  selector: string;
  text: string;
  /** How far it reaches past each side of the figure, in px (0 where it stays inside). */
  past: { left: number; top: number; right: number; bottom: number };
}

/**
 * Elements of every mounted demo (`figure.demo`) whose visible box reaches outside their figure.
 * An element is clipped by each ancestor that clips overflow and contains it: for a positioned
 * element only the ancestors from its containing block up (an `overflow: auto` box that is not
 * positioned does not clip an absolutely positioned child, which is how a watermark escaped).
 * Fixed elements and anything portaled outside the figure (menus, popovers) are not checked.
 */
export function escapedDemoElements(): EscapedElement[] {
  const TOLERANCE = 1;
  const escaped: EscapedElement[] = [];
  const makesContainingBlock = (style: CSSStyleDeclaration) =>
    style.position !== 'static' ||
    style.transform !== 'none' ||
    style.filter !== 'none' ||
    style.perspective !== 'none' ||
    /paint|layout|strict|content/.test(style.contain);
  const describe = (element: Element) =>
    element.tagName.toLowerCase() +
    [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
  for (const figure of document.querySelectorAll('figure.demo')) {
    const box = figure.getBoundingClientRect();
    for (const element of figure.querySelectorAll('.demo-live *')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
      // Absolutely positioned: ancestors below its containing block do not clip it.
      let skipping = style.position === 'absolute';
      let fixed = false;
      for (let up = element.parentElement; up && up !== figure; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        if (skipping) {
          if (!makesContainingBlock(upStyle)) continue;
          skipping = false;
        }
        if (upStyle.overflowX !== 'visible' || upStyle.overflowY !== 'visible') {
          const clip = up.getBoundingClientRect();
          if (upStyle.overflowX !== 'visible')
            [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
          if (upStyle.overflowY !== 'visible')
            [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
        }
        if (upStyle.position === 'fixed') {
          fixed = true;
          break;
        }
        if (upStyle.position === 'absolute') skipping = true;
      }
      if (fixed || right - left <= 0 || bottom - top <= 0) continue;
      const past = {
        left: Math.round(Math.max(0, box.left - left)),
        top: Math.round(Math.max(0, box.top - top)),
        right: Math.round(Math.max(0, right - box.right)),
        bottom: Math.round(Math.max(0, bottom - box.bottom)),
      };
      if (Object.values(past).some((value) => value > TOLERANCE)) {
        escaped.push({
          demo: figure.id,
          selector: `${describe(element.parentElement ?? element)} > ${describe(element)}`,
          text: (element.textContent ?? '').trim().slice(0, 40),
          past,
        });
      }
    }
  }
  return escaped;
}
