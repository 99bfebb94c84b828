// Theme override (wrap). Why: Each tab panel starts with its label inside a <noscript>, so without
// JavaScript (plugins/no-script shows every panel) each reads under its label.
// Drop it when the theme renders tab panels readable without JavaScript. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

/**
 * A tab panel that also reads without JavaScript: the page's <noscript> stylesheet
 * (plugins/no-script) then shows every panel and hides the tab row, and each panel starts with
 * its tab's label, written here inside a <noscript> (so a page with scripts, its search records
 * and its Markdown twin never see it twice).
 */
export default function TabItemWrapper({children, ...props}: Props): ReactNode {
  return (
    <TabItem {...props}>
      <noscript>
        <p>
          <strong>{props.label ?? props.value}</strong>
        </p>
      </noscript>
      {children}
    </TabItem>
  );
}
