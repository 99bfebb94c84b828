import React, {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {issueUrlForPage} from './issueUrl';
import styles from './styles.module.css';

export default function PageFeedback(): React.ReactElement {
  const {pathname} = useLocation();
  const link = useRef<HTMLAnchorElement>(null);
  // The not-found page is one static file (built for /404) answering every missing address, and
  // hydration keeps the built link as it is: once running, the link names the address tried.
  useEffect(() => {
    if (link.current) link.current.href = issueUrlForPage(pathname);
  }, [pathname]);
  return (
    <aside className={styles.feedback} aria-label="Page feedback">
      <p>
        Something wrong or missing on this page?{' '}
        <a ref={link} href={issueUrlForPage(pathname)} target="_blank" rel="noopener noreferrer">
          Report it on GitHub
        </a>
        .
      </p>
    </aside>
  );
}
