/**
 * A page the server sent already drawn (decision 0046) shows its buttons before the app has
 * started: a click or a focus then would land on markup the app is about to replace. Until the
 * app's first render is on screen, this keeps the last such click and the focus, by the element's
 * position under `#root`, and hands them to the same element of the app's own screen (it draws
 * the same markup). Links are left alone: they work as plain links.
 */

const CLICKABLE =
  'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]';

type Path = number[];

let root: HTMLElement | null = null;
let heldClick: Path | undefined;
let heldFocus: Path | undefined;

function pathTo(element: Element, top: Element): Path | undefined {
  const path: Path = [];
  let node: Element = element;
  while (node !== top) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function elementAt(top: Element, path: Path): HTMLElement | undefined {
  let node: Element | undefined = top;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}

function onClick(event: MouseEvent): void {
  if (!root || !(event.target instanceof Element)) return;
  const target = event.target.closest(CLICKABLE);
  if (!target || !root.contains(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = pathTo(target, root);
}

function onFocus(event: FocusEvent): void {
  if (!root || !(event.target instanceof Element) || !root.contains(event.target)) return;
  heldFocus = pathTo(event.target, root);
}

/** Starts holding input on a pre-rendered `#root` (one with content before the app runs). */
export function holdEarlyInput(element: HTMLElement): void {
  if (element.childElementCount === 0) return;
  root = element;
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocus, true);
}

/** After the app's first render: gives the held focus and click to the app's own elements. */
export function releaseEarlyInput(): void {
  const top = root;
  if (!top) return;
  root = null;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('focusin', onFocus, true);
  if (heldFocus) elementAt(top, heldFocus)?.focus();
  if (heldClick) elementAt(top, heldClick)?.click();
  heldClick = undefined;
  heldFocus = undefined;
}
