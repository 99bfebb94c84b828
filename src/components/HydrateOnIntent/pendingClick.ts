/**
 * A click that lands in a part's kept server markup before the part's code has arrived. It is held
 * (the browser's default prevented) and replayed on the real element once the code is there, so
 * every click behaves the same whether a pointer or focus came before it (a mouse) or not (voice
 * control, switch access, some screen readers, scripted clicks): a caret expands, a link
 * navigates inside the app.
 */
export interface HeldClick {
  /** The control's position below the part's root, as child indexes. */
  path: number[];
  /** For a link: where it leads, to follow with a full page load if the code cannot arrive. */
  href?: string;
}

/** The element's position below `root`, as child indexes, to find its twin in a re-rendered copy. */
export function pathFrom(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export function follow(root: Element | null, path: number[]): HTMLElement | null {
  let node: Element | null | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>;

/** A link the app navigates to itself: same origin, same window, no download. */
function appLink(link: HTMLAnchorElement): boolean {
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  return link.origin === window.location.origin;
}

/**
 * The click to hold, if any: on a button (or an element acting as one, like a sidebar category
 * without a page of its own), or on a link to a page of this site. A click with a modifier key or
 * another mouse button opens a tab or a window: the browser does that itself, as it would later.
 */
export function clickToHold(root: Element, event: ClickLike): HeldClick | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const control = event.target.closest('button, [role="button"], a[href]');
  if (!control || !root.contains(control)) return null;
  const path = pathFrom(root, control);
  if (!path) return null;
  const href = control instanceof HTMLAnchorElement ? control.href : undefined;
  if (control.matches('button, [role="button"]')) return {path, href};
  if (control instanceof HTMLAnchorElement && appLink(control)) return {path, href};
  return null;
}
