import React, {useEffect} from 'react';
import Link from '@docusaurus/Link';
import {site} from '@site/src/site';
import {sectionLinks} from '@site/src/data/sections';

/** A plain navbar with the brand and section links, shown when the real one crashed. */
export default function NavbarFallback({error}: {error: Error}): React.ReactElement {
  useEffect(() => {
    console.error('The navbar failed to render; showing a minimal navbar instead.', error);
  }, [error]);
  return (
    <nav aria-label="Main" className="navbar navbar--fixed-top">
      <div className="navbar__inner">
        <div className="navbar__items">
          <Link className="navbar__brand navbar__title" to="/">
            {site.title}
          </Link>
          {sectionLinks.map((section) => (
            <Link key={section.to} className="navbar__item navbar__link" to={section.to}>
              {section.label}
            </Link>
          ))}
        </div>
      </div>
    </nav>
  );
}
