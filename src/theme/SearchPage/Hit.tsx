import React from 'react';
import Link from '@docusaurus/Link';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Marked from '@site/src/search/Marked';
import {hitView} from '@site/src/search/pageView';
import type {SearchHit} from '@site/src/search/client';
import styles from './styles.module.css';

/**
 * One result: the heading it sits under as title, the path above it as breadcrumbs, a snippet.
 * src/search/firstHits/draw.ts draws the same markup before the app has loaded.
 */
export default function Hit({hit, onSelect}: {hit: SearchHit; onSelect?: () => void}): React.ReactElement {
  const processUrl = useSearchResultUrlProcessor();
  const {url, title, trail, summary} = hitView(hit);
  return (
    <li className={styles.hit}>
      <article>
        <h2 className={styles.hitTitle}>
          <Link to={processUrl(url)} onClick={onSelect}>
            <Marked value={title} />
          </Link>
        </h2>
        {trail.length > 0 && (
          <p className={styles.trail}>
            {trail.map((level, i) => (
              <React.Fragment key={i}>
                {i > 0 && <span aria-hidden="true"> › </span>}
                <Marked value={level} />
              </React.Fragment>
            ))}
          </p>
        )}
        {summary && (
          <p className={styles.summary}>
            <Marked value={summary} />
          </p>
        )}
      </article>
    </li>
  );
}
