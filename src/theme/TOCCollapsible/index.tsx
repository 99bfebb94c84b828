// Theme override (on-intent). Why: The phone’s "On this page" box keeps its server HTML; a tap
// before its code arrives is replayed.
// Drop it when the theme hydrates it lazily. Listed in tests/unit/tripwires/themeOverrides.ts.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/TOCCollapsible';
import {ON_INTENT_PARTS} from '@site/src/shared/earlyClicks';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {collapsibleContents} from '@site/src/components/HydrateOnIntent/parts';


/**
 * The phone's table of contents is a closed box with one button until a visitor opens it. It
 * keeps the server's HTML at hydration, and its code loads when a visitor reaches for the button
 * (HydrateOnIntent); a tap that lands before the code is replayed once it has.
 */
export default function TOCCollapsibleOnIntent(props: Props): ReactNode {
  return <HydrateOnIntent at={ON_INTENT_PARTS.collapsibleContents} part={collapsibleContents} props={props} />;
}
