// Theme override (wrap). Why: Adds the page actions (Copy page, View as Markdown, Save for offline)
// under the breadcrumbs.
// Drop it when the theme offers a slot for page actions. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** The breadcrumbs, then the page's actions (Copy page, View as Markdown, Save for offline). */
export default function DocBreadcrumbsWrapper(props: Props): React.ReactNode {
  return (
    <>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </>
  );
}
