// Theme override (wrap). Why: the phone's "On this page" button opens and closes the page's
// contents, but does not say whether they are open (no aria-expanded), so a screen reader announces
// a plain button. Drop it when the theme's button states aria-expanded. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CollapseButtonType>;

/** The theme's button, which passes its props on to the <button>, with its state stated. */
export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
