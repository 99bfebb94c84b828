import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SectionLinks from '@site/src/components/SectionLinks';
import {LLMS_TXT} from '../../shared/llmsFiles';

/**
 * What the search page says when JavaScript is off: search runs in the browser, so it cannot work
 * here; the sections and /llms.txt (every page with a one-line summary) are the way on. Inside a
 * <noscript>, so a page with scripts never shows it; the search box and results are hidden then
 * (`data-needs-js`, plugins/no-script).
 */
export default function NoScriptSearch(): React.ReactElement {
  const llms = useBaseUrl(`/${LLMS_TXT}`);
  return (
    <noscript>
      <div className="alert alert--info" role="note">
        <p>
          Search runs in your browser and needs JavaScript, which is off here. Browse the sections instead, or open{' '}
          <a href={llms}>{`/${LLMS_TXT}`}</a>, the list of every page with a one-line summary.
        </p>
        <SectionLinks />
      </div>
    </noscript>
  );
}
