import React from 'react';
import TextWithCode from '@site/src/components/TextWithCode';
import {getVariable} from '@site/src/data/variables';
import styles from './styles.module.css';

/** Where a variable behaves differently, or is meant for, one streaming platform. */
export default function Platforms({name}: {name: string}): React.ReactElement {
  const doc = getVariable(name);
  return (
    <ul className={styles.section} data-variable-section="platforms">
      {doc.platforms.map((note) => (
        <li key={note}>
          <TextWithCode text={note} />
        </li>
      ))}
    </ul>
  );
}
