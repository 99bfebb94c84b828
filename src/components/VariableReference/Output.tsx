import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import type {VariableDoc} from '@site/src/data/variables/types';
import {variableMention} from '@site/src/data/variables/paths';
import styles from './styles.module.css';

/** What the variable turns into, and for variables with dotted fields, the table of fields. */
export default function Output({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  return (
    <div className={styles.section} data-variable-section="output">
      <p>
        <TextWithCode text={doc.output} />
      </p>
      {doc.fields.length > 0 && (
        <DataTable
          caption={`Fields of ${variableMention(doc.name)}`}
          showCaption
          rowHeaders
          rows={doc.fields}
          rowKey={(field) => field.name}
          columns={[
            {label: 'Write', nowrap: true, cell: (field) => <code>{`\${${field.name}}`}</code>},
            {label: 'Gives', cell: (field) => <TextWithCode text={field.meaning} />},
            {label: 'Example value', cell: (field) => field.sample && <code>{field.sample}</code>},
          ]}
        />
      )}
    </div>
  );
}
