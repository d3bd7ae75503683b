/**
 * The text offset inside `container` under the point (x, y), or undefined when the
 * point is not over its text: where a click into the read-only code puts the editor's cursor.
 */
export function caretOffset(container: Element, x: number, y: number): number | undefined {
  const position = document.caretPositionFromPoint?.(x, y);
  let node: Node | undefined = position?.offsetNode;
  let offset = position?.offset ?? 0;
  if (!position) {
    const range = (
      document as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null }
    ).caretRangeFromPoint?.(x, y);
    node = range?.startContainer;
    offset = range?.startOffset ?? 0;
  }
  if (!node || !container.contains(node)) return undefined;
  const before = document.createRange();
  before.setStart(container, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}
