import React from 'react';
import Link from '@docusaurus/Link';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Marked from '@site/src/search/Marked';
import {safeMarked} from '@site/src/search/sanitizeHit';
import type {SearchHit} from '@site/src/search/client';
import {LEVELS} from '@site/src/search/types';
import styles from './styles.module.css';

/** The highlighted text of a hierarchy level, falling back to its escaped plain text. */
function levelValue(hit: SearchHit, level: string): string | null {
  const highlighted = hit._highlightResult?.hierarchy?.[level]?.value;
  const plain = (hit.hierarchy as Record<string, string | null>)[level];
  return highlighted ? safeMarked(highlighted) : plain ? safeMarked(plain) : null;
}

/** One result: the heading it sits under as title, the path above it as breadcrumbs, a snippet. */
export default function Hit({hit}: {hit: SearchHit}): React.ReactElement {
  const processUrl = useSearchResultUrlProcessor();
  const levels = LEVELS.filter((l) => hit.hierarchy?.[l]);
  const titleLevel = hit.type === 'content' ? levels[levels.length - 1] : hit.type;
  const title = (titleLevel && levelValue(hit, titleLevel)) ?? '';
  const trail = levels.slice(0, titleLevel ? levels.indexOf(titleLevel) : levels.length);
  const summary = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? '';
  return (
    <li className={styles.hit}>
      <article>
        <h2 className={styles.hitTitle}>
          <Link to={processUrl(hit.url)}>
            <Marked value={title} />
          </Link>
        </h2>
        {trail.length > 0 && (
          <p className={styles.trail}>
            {trail.map((level, i) => (
              <React.Fragment key={level}>
                {i > 0 && <span aria-hidden="true"> › </span>}
                <Marked value={levelValue(hit, level) ?? ''} />
              </React.Fragment>
            ))}
          </p>
        )}
        {summary && (
          <p className={styles.summary}>
            <Marked value={safeMarked(summary)} />
          </p>
        )}
      </article>
    </li>
  );
}
