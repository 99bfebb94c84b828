import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TermTable from '@site/src/components/DataTable/TermTable';
import {codeColumn, textColumn} from '@site/src/components/DataTable/columns';
import TextWithCode from '@site/src/components/TextWithCode';
import {tryColumn} from './TryLink';
import {commonProperties, fieldTypes, reservedFields, type FieldProperty, type FieldType} from '@site/src/data/overlays/fields';

export function CommonFieldProperties(): React.ReactElement {
  return <TermTable rows={commonProperties} caption="Properties every field can have" termLabel="Property" term={(row) => row.name} meaning={(row) => (row.default === undefined ? row.meaning : `${row.meaning} Default: ${row.default}.`)} />;
}

export function ReservedFields(): React.ReactElement {
  return (
    <DataTable
      caption="Reserved field names"
      rows={reservedFields}
      rowKey={(row) => row.name}
      columns={[
        codeColumn('Field name', (row: FieldProperty) => row.name),
        textColumn('Meaning', (row: FieldProperty) => row.meaning),
        tryColumn((row: FieldProperty) => row.name, (row) => `field:${row.name}`),
      ]}
    />
  );
}

/** Every field type with the control it shows and the properties it adds. */
export function FieldTypes(): React.ReactElement {
  return (
    <DataTable
      caption="Field types"
      rows={fieldTypes}
      rowKey={(row) => row.type}
      columns={[
        codeColumn('type', (row: FieldType) => row.type),
        textColumn('What the user gets', (row: FieldType) => row.control),
        {
          label: 'Extra properties',
          placeholder: '—',
          cell: (row) =>
            row.extra.length > 0 && (
              <ul className="clean-list">
                {row.extra.map((property) => (
                  <li key={property.name}>
                    <code>{property.name}</code>: <TextWithCode text={property.meaning} />
                  </li>
                ))}
              </ul>
            ),
        },
        tryColumn((row: FieldType) => `a ${row.type} field`, (row) => `field:${row.type}`),
      ]}
    />
  );
}
