/**
 * A link that opens the widget playground with a given widget, for pages that teach one (the first
 * custom widget). The widget travels in the link's `#state=` fragment, as a shared playground does, so
 * the link works before any script runs and never reaches a server. A plain anchor: the fragment is
 * the playground's, not a heading for the broken-anchor check.
 */
import React from 'react';
import {stateFragment} from '@site/src/playground/logic/starterLink';
import type {Starter} from '@site/src/playground/starters/types';

export const playgroundRoute = '/overlays/custom-widget';

export const openInPlaygroundHref = (widget: Starter): string =>
  `${playgroundRoute}#state=${stateFragment({html: widget.html, css: widget.css, js: widget.js, fields: widget.fields, values: {}})}`;

export default function OpenInPlayground({widget, children}: {widget: Starter; children: React.ReactNode}): React.ReactElement {
  return (
    <a className="button button--primary" href={openInPlaygroundHref(widget)} data-open-playground={widget.id}>
      {children}
    </a>
  );
}
