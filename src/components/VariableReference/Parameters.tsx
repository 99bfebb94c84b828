import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import {getVariable} from '@site/src/data/variables';
import styles from './styles.module.css';

/** The values a variable takes after its name: required or optional, and what each means. */
export default function Parameters({name}: {name: string}): React.ReactElement {
  const doc = getVariable(name);
  return (
    <div className={styles.section} data-variable-section="parameters">
      <DataTable
        caption={`Parameters of \${${doc.name}}`}
        rowHeaders
        rows={doc.parameters}
        rowKey={(parameter) => parameter.name}
        columns={[
          {label: 'Parameter', nowrap: true, cell: (parameter) => <code>{parameter.name}</code>},
          {label: 'Required', nowrap: true, cell: (parameter) => (parameter.required ? 'Required' : 'Optional')},
          {label: 'Meaning', cell: (parameter) => <TextWithCode text={parameter.meaning} />},
        ]}
      />
    </div>
  );
}
