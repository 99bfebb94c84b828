import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeList from '@site/src/components/CodeList';
import TextWithCode from '@site/src/components/TextWithCode';
import type {VariableDoc} from '@site/src/data/variables/types';
import styles from './styles.module.css';

/** Every way to write the variable, each in its own copyable block, then any other accepted names. */
export default function Syntax({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  return (
    <div className={styles.section} data-variable-section="syntax">
      <ul className={styles.forms}>
        {doc.syntax.map((form) => (
          <li key={form.form} className={styles.form}>
            <CodeBlock language="text">{form.form}</CodeBlock>
            <p className={styles.formMeaning}>
              <TextWithCode text={form.meaning} />
            </p>
          </li>
        ))}
      </ul>
      {doc.aliases.length > 0 && (
        <p>
          Also accepted, with the same result: <CodeList items={doc.aliases} />.
        </p>
      )}
    </div>
  );
}
