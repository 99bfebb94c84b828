import React from 'react';
import TextWithCode from '@site/src/components/TextWithCode';
import {getVariable} from '@site/src/data/variables';
import styles from './styles.module.css';

/** What the variable turns into, and for variables with dotted fields, the table of fields. */
export default function Output({name}: {name: string}): React.ReactElement {
  const doc = getVariable(name);
  return (
    <div className={styles.section} data-variable-section="output">
      <p>
        <TextWithCode text={doc.output} />
      </p>
      {doc.fields.length > 0 && (
        <table>
          <caption className={styles.caption}>Fields of {`\${${doc.name}}`}</caption>
          <thead>
            <tr>
              <th scope="col">Write</th>
              <th scope="col">Gives</th>
              <th scope="col">Example value</th>
            </tr>
          </thead>
          <tbody>
            {doc.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  <code>{`\${${field.name}}`}</code>
                </th>
                <td>{field.meaning}</td>
                <td>{field.sample && <code>{field.sample}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
