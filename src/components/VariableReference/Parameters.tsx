import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import type {VariableDoc} from '@site/src/data/variables/types';
import {variableMention} from '@site/src/data/variables/paths';
import styles from './styles.module.css';

/** The values a variable takes after its name: required or optional, and what each means. */
export default function Parameters({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  return (
    <div className={styles.section} data-variable-section="parameters">
      <DataTable
        caption={`Parameters of ${variableMention(doc.name)}`}
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
