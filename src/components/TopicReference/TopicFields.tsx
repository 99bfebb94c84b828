import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import CodeList from '@site/src/components/CodeList';
import {codeColumn} from '@site/src/components/DataTable/columns';
import {topicByName, type JsonSchema} from '@site/src/data/topics';
import {flattenSchema, type FieldRow} from '@site/src/data/topics/fields';
import styles from './styles.module.css';

function Values({row}: {row: FieldRow}): React.ReactNode {
  if (row.values.some((value) => value.description)) {
    return (
      <ul className={styles.values}>
        {row.values.map((value) => (
          <li key={value.value}>
            <code>{value.value}</code>
            {value.description && (
              <>
                : <TextWithCode text={value.description} />
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }
  const list = row.values.length > 0 ? row.values.map((value) => value.value) : row.examples;
  if (list.length === 0) return null;
  return (
    <p className={styles.valueLine}>
      {row.values.length > 0 ? 'One of: ' : 'Known values: '}
      <CodeList items={list} />
    </p>
  );
}

/** A field table generated from any payload schema. */
export function SchemaFields({schema, caption, showCaption = false}: {schema: JsonSchema; caption: string; showCaption?: boolean}): React.ReactElement {
  return (
    <DataTable
      caption={caption}
      showCaption={showCaption}
      rows={flattenSchema(schema)}
      rowKey={(row) => row.path}
      columns={[
        codeColumn('Field', (row: FieldRow) => row.path),
        {label: 'Type', nowrap: true, cell: (row) => row.type},
        {label: 'Required', nowrap: true, cell: (row) => (row.required ? 'Required' : 'Optional')},
        {
          label: 'Meaning',
          cell: (row) => (
            <>
              <TextWithCode text={row.description} />
              <Values row={row} />
            </>
          ),
        },
      ]}
    />
  );
}

/** The payload field table of a topic, generated from its JSON Schema. */
export default function TopicFields({name}: {name: string}): React.ReactElement | null {
  const topic = topicByName(name);
  if (!topic.schema) return null;
  return <SchemaFields schema={topic.schema} caption={`Fields of data in ${topic.name} messages`} />;
}
