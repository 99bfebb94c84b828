import React, {Children, cloneElement, isValidElement, type MouseEvent, type ReactNode} from 'react';

export type HitProps = {hit: {url: string; objectID?: string; __autocomplete_queryID?: string}; children: ReactNode};

/**
 * A hit's controls (a saved search's "Save this search" and "Remove this search" buttons) inside
 * its option become plain clickable icons: a combobox option may hold no control of its own
 * (WAI-ARIA combobox pattern; axe: nested-interactive). Keyboards reach them through the keys the
 * dialog gives the selected saved search instead (useSavedSearchKeys.ts).
 */
function withoutControls(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<{children?: ReactNode; className?: string; title?: string; onClick?: (event: MouseEvent) => void}>(child)) return child;
    if (child.type === 'button') {
      const {className, title, onClick, children} = child.props;
      return (
        <span className={className} title={title} onClick={onClick} aria-hidden="true">
          {children}
        </span>
      );
    }
    return child.props.children === undefined ? child : cloneElement(child, undefined, withoutControls(child.props.children));
  });
}

/**
 * The dialog's hit: its content in an option that is not a link (a link inside an option is a
 * control inside a control). The option does what the link did: a click opens the page, with
 * Ctrl/Cmd or the middle button in a new tab, with Shift in a new window; Enter and the arrow keys
 * work through autocomplete as before. `onSelect` reports the choice (click analytics).
 */
export function hitOption({navigate, onSelect}: {navigate: (url: string) => void; onSelect?: (hit: HitProps['hit']) => void}) {
  return function HitOption({hit, children}: HitProps): React.ReactElement {
    const open = (event: MouseEvent) => {
      onSelect?.(hit);
      if (event.button === 1 || event.ctrlKey || event.metaKey) window.open(hit.url, '_blank', 'noopener');
      else if (event.shiftKey) window.open(hit.url, '_blank', 'noopener,popup');
      else navigate(hit.url);
    };
    return (
      // A DocSearch hit is styled as `.DocSearch-Hit a`; without href it is no link and takes no focus.
      // The middle button's release would paste the selection (Linux's primary selection) into the
      // search box, which keeps the focus: the option is no link, so nothing else takes the paste.
      <a
        data-url={hit.url}
        onClick={(event) => event.button === 0 && open(event)}
        onMouseUp={(event) => event.button === 1 && event.preventDefault()}
        onAuxClick={(event) => event.button === 1 && open(event)}
      >
        {withoutControls(children)}
      </a>
    );
  };
}
