import React from 'react';
import {useLocation} from '@docusaurus/router';
import {site} from '@site/src/site';
import styles from './styles.module.css';

/** Builds the link that opens a pre-filled issue about one page. */
export function issueUrlForPage(pathname: string): string {
  const params = new URLSearchParams({title: `Docs: problem on ${pathname}`});
  return `${site.docsRepositoryUrl}/issues/new?${params.toString()}`;
}

export default function PageFeedback(): React.ReactElement {
  const {pathname} = useLocation();
  return (
    <aside className={styles.feedback} aria-label="Page feedback">
      <p>
        Something wrong or missing on this page?{' '}
        <a href={issueUrlForPage(pathname)} target="_blank" rel="noopener noreferrer">
          Report it on GitHub
        </a>
        .
      </p>
    </aside>
  );
}
