import React from 'react';
import Link from '@docusaurus/Link';
import CommandLink from '@site/src/components/CommandLink';
import {getVariable, variablePath} from '@site/src/data/variables';
import styles from './styles.module.css';

/** Links to related variables (with their one-line summaries) and related default commands. */
export default function Related({name}: {name: string}): React.ReactElement {
  const doc = getVariable(name);
  return (
    <div className={styles.section} data-variable-section="related">
      {doc.relatedVariables.length > 0 && (
        <>
          <p className={styles.relatedLabel}>Variables</p>
          <ul className={styles.related}>
            {doc.relatedVariables.map((other) => (
              <li key={other}>
                <Link to={variablePath(other)}>
                  <code>{`\${${other}}`}</code>
                </Link>{' '}
                {getVariable(other).summary}
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
