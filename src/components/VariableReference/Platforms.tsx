import React from 'react';
import PlatformList from '@site/src/components/PlatformList';
import TextWithCode from '@site/src/components/TextWithCode';
import type {VariableDoc} from '@site/src/data/variables/types';
import styles from './styles.module.css';

/** Where a variable works, then how it behaves differently on one streaming platform. */
export default function Platforms({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  return (
    <ul className={styles.section} data-variable-section="platforms">
      <li>
        Works on: <PlatformList platforms={doc.platforms} unconfirmed={doc.unconfirmedPlatforms} />
      </li>
      {doc.platformNotes.map((note) => (
        <li key={note}>
          <TextWithCode text={note} />
        </li>
      ))}
    </ul>
  );
}
