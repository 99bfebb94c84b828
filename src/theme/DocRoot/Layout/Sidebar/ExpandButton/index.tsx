// Theme override (wrap). Why: the theme's "Expand sidebar" (a hidden desktop sidebar) opens on any
// key pressed on it, Tab and Shift+Tab included, so a keyboard reader passing by opens the sidebar
// and moves on; and Space also scrolls the page. Here only Enter and Space open it, as on a button.
// Drop it when the theme's button answers only Enter and Space. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {useCallback, type ReactNode, type SyntheticEvent} from 'react';
import ExpandButton from '@theme-original/DocRoot/Layout/Sidebar/ExpandButton';
import type ExpandButtonType from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ExpandButtonType>;

/** The theme calls `toggleSidebar` with the click or key event: a key other than a button's is passed over. */
export default function ExpandButtonWrapper({toggleSidebar}: Props): ReactNode {
  const answerButtonKeys = useCallback(
    (event?: SyntheticEvent) => {
      if (event?.type === 'keydown') {
        const {key} = event as React.KeyboardEvent;
        if (key !== 'Enter' && key !== ' ') return;
        // Space on a button presses it; it does not also scroll the page.
        event.preventDefault();
      }
      toggleSidebar();
    },
    [toggleSidebar],
  );
  return <ExpandButton toggleSidebar={answerButtonKeys} />;
}
