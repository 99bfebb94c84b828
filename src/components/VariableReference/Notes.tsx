import React from 'react';
import NotConfirmed, {notConfirmedMeaning} from '@site/src/components/NotConfirmed';
import TextWithCode from '@site/src/components/TextWithCode';
import type {Note, VariableDoc} from '@site/src/data/variables/types';
import styles from './styles.module.css';

export const noteLabels: Record<Note['kind'], string> = {error: 'Error', limit: 'Limit', behaviour: 'Behaviour'};

/** Errors the bot answers with (and their exact text) and documented limits; unsure ones marked. */
export default function Notes({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  const anyUnconfirmed = doc.notes.some((note) => note.unconfirmed);
  return (
    <>
    <ul className={styles.section} data-variable-section="notes">
      {doc.notes.map((note) => (
        <li key={note.text} className={styles.note}>
          <span className={styles.noteKind}>{noteLabels[note.kind]}</span>{' '}
          <TextWithCode text={note.text} />
          {note.output && (
            <samp className={styles.output} aria-label="Bot output">
              {note.output}
            </samp>
          )}
          {note.unconfirmed && <NotConfirmed />}
        </li>
      ))}
    </ul>
    {anyUnconfirmed && <p className={styles.formMeaning}>{notConfirmedMeaning}</p>}
    </>
  );
}
