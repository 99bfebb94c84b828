import React from 'react';
import Link from '@docusaurus/Link';
import {sectionLinks} from '@site/src/data/sections';

/**
 * A list of links to the site's top-level sections (src/data/sections.ts, the four the sidebar
 * starts with): a way on from a page that has nothing else to show.
 */
export default function SectionLinks({className}: {className?: string}): React.ReactElement {
  return (
    <ul className={className}>
      {sectionLinks.map((section) => (
        <li key={section.to}>
          <Link to={section.to}>{section.label}</Link>
        </li>
      ))}
    </ul>
  );
}
