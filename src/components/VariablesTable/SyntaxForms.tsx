import React from 'react';
import BulletList from '@site/src/components/BulletList';
import TextWithCode from '@site/src/components/TextWithCode';
import type {VariableDoc} from '@site/src/data/variables';
import styles from './styles.module.css';

/** Every way to write a variable, one a line, for a table cell; `withMeanings` adds what each form gives. */
export default function SyntaxForms({syntax, withMeanings = false}: {syntax: VariableDoc['syntax']; withMeanings?: boolean}): React.ReactElement {
  return (
    <BulletList
      className={styles.forms}
      items={syntax}
      itemKey={(form) => form.form}
      renderItem={(form) =>
        withMeanings ? (
          <>
            <code>{form.form}</code> <TextWithCode text={form.meaning} />
          </>
        ) : (
          <code>{form.form}</code>
        )
      }
    />
  );
}
