import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import CodeList from '@site/src/components/CodeList';
import {codeColumn} from '@site/src/components/DataTable/columns';
import type {FieldRow} from '@site/src/data/topics/fields';
import {fieldsData} from '@site/src/data/topics/parts';
import type {Topic} from '@site/src/data/topics/types';
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

/** A payload field table from the rows of a flattened schema (`flattenSchema` in src/data/topics/fields.ts). */
export function FieldTable({rows, caption, showCaption = false}: {rows: readonly FieldRow[]; caption: string; showCaption?: boolean}): React.ReactElement {
  return (
    <DataTable
      caption={caption}
      showCaption={showCaption}
      rows={rows}
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

/** The payload field table of a topic, its rows flattened from the topic's JSON Schema when the page is compiled. */
export default function TopicFields({topic}: {topic: Topic}): React.ReactElement | null {
  const {name, rows, shapes} = fieldsData(topic);
  // A payload without fixed fields (a map, such as the session) has no table; its page says what it holds.
  if (!rows || rows.length === 0) return null;
  return (
    <>
      <FieldTable rows={rows} caption={`Fields of data in ${name} messages`} />
      {shapes.map((shape) => (
        <FieldTable key={shape.title} rows={shape.rows} caption={shape.title} showCaption />
      ))}
    </>
  );
}
