// Replaces the theme's NotFound/Content rather than wrapping it: every word of the stock text
// changes. The page around it (its title and layout, @theme/NotFound) stays the theme's.
import React, {useEffect, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SectionLinks from '@site/src/components/SectionLinks';

type HelpProps = {pathname: string};

/**
 * The not-found page: says the page does not exist, then (once the page runs, ./Help.tsx) the
 * pages closest to the address and a search box with its words, and the four sections. The one
 * static 404 page answers every unknown address, so the server renders what does not depend on
 * the address: the text and the sections, which is all a reader without JavaScript can use
 * (search needs it too).
 */
export default function NotFoundContent({className}: Props): React.ReactElement {
  const {pathname} = useLocation();
  const [Help, setHelp] = useState<{Component: ComponentType<HelpProps>} | null>(null);
  useEffect(() => {
    let mounted = true;
    import('./Help').then(
      (module) => mounted && setHelp({Component: module.default}),
      () => undefined, // offline: the sections are the way on
    );
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            {Help ? (
              <>
                There is no page at <code>{pathname}</code>.
              </>
            ) : (
              'There is no page at this address.'
            )}{' '}
            It may have moved, or the address may have a typo.
          </p>
          {Help && <Help.Component key={pathname} pathname={pathname} />}
          <h2>Start from a section</h2>
          <SectionLinks />
        </div>
      </div>
    </main>
  );
}
