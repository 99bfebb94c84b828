import React from 'react';
import NotConfirmed, {notConfirmedMeaning} from '@site/src/components/NotConfirmed';
import TextWithCode from '@site/src/components/TextWithCode';
import {platformOutcomes} from '@site/src/data/variables/platformOutcomes';
import type {Note, VariableDoc} from '@site/src/data/variables/types';
import styles from './styles.module.css';

export const noteLabels: Record<Note['kind'], string> = {error: 'Error', limit: 'Limit', behaviour: 'Behaviour'};

interface Line {
  label: string;
  text: string;
  output?: string;
  unconfirmed?: boolean;
}

/**
 * What can go wrong, in one list: what happens on each platform the variable does not work on
 * (worked out from its platforms, so none is missed), spellings the bot does not have, then the
 * entry's own notes (errors with their exact text, limits, behaviours); unsure ones marked.
 */
export function wrongLines(doc: VariableDoc): Line[] {
  return [
    ...platformOutcomes(doc).map((outcome) => ({label: 'Platform', text: outcome.text, unconfirmed: outcome.unconfirmed})),
    ...doc.notForms.map((wrong) => ({label: 'Not a form', text: `\`${wrong.form}\`: ${wrong.why} Write \`${wrong.instead}\` instead.`})),
    ...doc.notes.map((note) => ({label: noteLabels[note.kind], text: note.text, output: note.output, unconfirmed: note.unconfirmed})),
  ];
}

export default function Notes({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  const lines = wrongLines(doc);
  return (
    <>
      <ul className={styles.section} data-variable-section="notes">
        {lines.map((line) => (
          <li key={line.text} className={styles.note}>
            <span className={styles.noteKind}>{line.label}</span> <TextWithCode text={line.text} />
            {line.output && (
              <samp className={styles.output} aria-label="Bot output">
                {line.output}
              </samp>
            )}
            {line.unconfirmed && <NotConfirmed />}
          </li>
        ))}
      </ul>
      {lines.some((line) => line.unconfirmed) && <p className={styles.formMeaning}>{notConfirmedMeaning}</p>}
    </>
  );
}
