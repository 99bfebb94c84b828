import React from 'react';
import PlatformList from '@site/src/components/PlatformList';
import TextWithCode from '@site/src/components/TextWithCode';
import {getVariable} from '@site/src/data/variables';
import styles from './styles.module.css';

/** Where a variable works, then how it behaves differently on one streaming platform. */
export default function Platforms({name}: {name: string}): React.ReactElement {
  const doc = getVariable(name);
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
