import React from 'react';
import Link from '@docusaurus/Link';
import CommandLink from '@site/src/components/CommandLink';
import type {VariableDoc} from '@site/src/data/variables/types';
import {isFamilyPage, variablePath, variableTitle} from '@site/src/data/variables/paths';
import styles from './styles.module.css';

/**
 * Links to related variables (with their one-line summaries) and related default commands. The
 * summaries come from the page's `<entry>?related` import (plugins/data-entries), so the page ships
 * its own entry only.
 */
export default function Related({variable: doc, summaries}: {variable: VariableDoc; summaries: Readonly<Record<string, string>>}): React.ReactElement {
  return (
    <div className={styles.section} data-variable-section="related">
      {doc.relatedVariables.length > 0 && (
        <>
          <p className={styles.relatedLabel}>Variables</p>
          <ul className={styles.related}>
            {doc.relatedVariables.map((other) => (
              <li key={other}>
                <Link to={variablePath(other)}>{isFamilyPage(other) ? variableTitle(other) : <code>{variableTitle(other)}</code>}</Link>{' '}
                {summaries[other]}
              </li>
            ))}
          </ul>
        </>
      )}
      {doc.relatedCommands.length > 0 && (
        <>
          <p className={styles.relatedLabel}>Default commands</p>
          <ul className={styles.related}>
            {doc.relatedCommands.map((command) => (
              <li key={command}>
                <CommandLink name={command} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
