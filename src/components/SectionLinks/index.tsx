import React from 'react';
import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';

export interface Section {
  label: string;
  to: string;
}

/**
 * The site's top-level sections, as the navbar lists them (docusaurus.config.ts): its items that
 * lead to a page of the site. The same four the sidebar starts with.
 */
export function useSections(): Section[] {
  const {navbar} = useThemeConfig();
  return navbar.items.flatMap((item) => (typeof item.to === 'string' && item.to.startsWith('/') && typeof item.label === 'string' ? [{label: item.label, to: item.to}] : []));
}

/** A list of links to the top-level sections: a way on from a page that has nothing else to show. */
export default function SectionLinks({className}: {className?: string}): React.ReactElement {
  return (
    <ul className={className}>
      {useSections().map((section) => (
        <li key={section.to}>
          <Link to={section.to}>{section.label}</Link>
        </li>
      ))}
    </ul>
  );
}
