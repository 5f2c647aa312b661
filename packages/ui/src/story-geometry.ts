/**
 * Geometry checks for story play functions: the layout promises the design makes (a word never
 * breaks, a row keeps its height, a card is on the first screen) measured in the browser, so a
 * regression fails the story instead of waiting for someone to notice a screenshot. Stories only:
 * not part of the published package.
 */

/** Lines closer than half a line count as one (a badge's text sits a little lower than the words beside it). */
function countLines(rects: readonly DOMRect[]): number {
  const drawn = rects.filter((rect) => rect.width > 0);
  if (drawn.length === 0) throw new Error('No text is drawn there');
  const lineHeight = Math.min(...drawn.map((rect) => rect.height));
  const tops = drawn.map((rect) => rect.top).sort((a, b) => a - b);
  let lines = 1;
  for (let i = 1; i < tops.length; i++) if ((tops[i] ?? 0) - (tops[i - 1] ?? 0) > lineHeight / 2) lines++;
  return lines;
}

function textNodes(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * On how many lines `text` is drawn inside `root` (1 = whole on one line). The text must sit in one
 * text node. Throws when it is not there, so a check cannot pass by finding nothing.
 */
export function linesOfText(root: Element, text: string): number {
  for (const node of textNodes(root)) {
    const offset = node.textContent?.indexOf(text) ?? -1;
    if (offset === -1) continue;
    const range = root.ownerDocument.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + text.length);
    return countLines(Array.from(range.getClientRects()));
  }
  throw new Error(`"${text}" is not in the element`);
}

/** On how many lines the text under an element is drawn (the line boxes of its text, not of its boxes). */
export function linesOf(element: Element): number {
  const rects: DOMRect[] = [];
  for (const node of textNodes(element)) {
    if (!node.textContent?.trim()) continue;
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(node);
    rects.push(...Array.from(range.getClientRects()));
  }
  return countLines(rects);
}

/** Whether the element is wholly inside the window (a "first screen" check). */
export function isWithinViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
  );
}

/** The rounded box of an element, to compare layouts between states. */
export function boxOf(element: Element) {
  const { top, left, width, height } = element.getBoundingClientRect();
  return {
    top: Math.round(top),
    left: Math.round(left),
    width: Math.round(width),
    height: Math.round(height),
  };
}
