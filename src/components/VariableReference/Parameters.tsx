import React from 'react';
import TextWithCode from '@site/src/components/TextWithCode';
import {getVariable} from '@site/src/data/variables';
import styles from './styles.module.css';

/** The values a variable takes after its name: required or optional, and what each means. */
export default function Parameters({name}: {name: string}): React.ReactElement {
  const doc = getVariable(name);
  return (
    <div className={styles.section} data-variable-section="parameters">
      <table>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Required</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {doc.parameters.map((parameter) => (
            <tr key={parameter.name}>
              <th scope="row">
                <code>{parameter.name}</code>
              </th>
              <td>{parameter.required ? 'Required' : 'Optional'}</td>
              <td>
                <TextWithCode text={parameter.meaning} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
