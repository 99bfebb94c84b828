import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SectionLinks from '@site/src/components/SectionLinks';
import NotFoundHelp from './Help';
import {NOT_FOUND_TITLE} from './title';

/**
 * The not-found page: says the page does not exist, then the pages closest to the address and a
 * search box with its words (./Help.tsx), and the four sections. The one static 404 page answers
 * every unknown address, so the server renders what does not depend on the address: the text and
 * the sections, which is all a reader without JavaScript can use (search needs it too). This code,
 * the list of pages with it, loads when a not-found page is shown (./index.tsx).
 */
export default function NotFoundPage({className}: Props): React.ReactElement {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)} data-not-found="">
      {/* Not a page to index; plugins/not-found takes its canonical address out of the built 404.html. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {NOT_FOUND_TITLE}
          </Heading>
          <p>
            {isBrowser ? (
              <>
                There is no page at <code>{pathname}</code>.
              </>
            ) : (
              'There is no page at this address.'
            )}{' '}
            It may have moved, or the address may have a typo.
          </p>
          {/* A fresh copy per address: its search box starts with that address's words. */}
          {isBrowser && <NotFoundHelp key={pathname} pathname={pathname} />}
          <h2>Start from a section</h2>
          <SectionLinks />
        </div>
      </div>
    </main>
  );
}
