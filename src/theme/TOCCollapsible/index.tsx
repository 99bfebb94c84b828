import React, {type ReactNode} from 'react';
import type {Props} from '@theme/TOCCollapsible';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {collapsibleContents} from '@site/src/components/HydrateOnIntent/parts';

/** The phone's "On this page" box the server rendered (DocItem/TOC/Mobile gives it this class). */
const locateCollapsibleContents = () => document.querySelector('.theme-doc-toc-mobile');

/**
 * The phone's table of contents is a closed box with one button until a visitor opens it. It
 * keeps the server's HTML at hydration, and its code loads when a visitor reaches for the button
 * (HydrateOnIntent); a tap that lands before the code is replayed once it has.
 */
export default function TOCCollapsibleOnIntent(props: Props): ReactNode {
  return <HydrateOnIntent locate={locateCollapsibleContents} part={collapsibleContents} props={props} />;
}
