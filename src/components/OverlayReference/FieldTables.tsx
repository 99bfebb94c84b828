import React from 'react';
import DataTable from '@site/src/components/DataTable';
import InlineText from '@site/src/components/InlineText';
import {commonProperties, fieldTypes, reservedFields, type FieldProperty} from '@site/src/data/overlays/fields';

function PropertyTable({rows, caption, nameLabel}: {rows: readonly FieldProperty[]; caption: string; nameLabel: string}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        {label: nameLabel, nowrap: true, cell: (row) => <code>{row.name}</code>},
        {label: 'Meaning', cell: (row) => <InlineText text={row.meaning} />},
      ]}
    />
  );
}

export function CommonFieldProperties(): React.ReactElement {
  return <PropertyTable rows={commonProperties} caption="Properties every field can have" nameLabel="Property" />;
}

export function ReservedFields(): React.ReactElement {
  return <PropertyTable rows={reservedFields} caption="Reserved field names" nameLabel="Field name" />;
}

/** Every field type with the control it shows and the properties it adds. */
export function FieldTypes(): React.ReactElement {
  return (
    <DataTable
      caption="Field types"
      rows={fieldTypes}
      rowKey={(row) => row.type}
      columns={[
        {label: 'type', nowrap: true, cell: (row) => <code>{row.type}</code>},
        {label: 'What the user gets', cell: (row) => <InlineText text={row.control} />},
        {
          label: 'Extra properties',
          cell: (row) =>
            row.extra.length === 0 ? (
              '—'
            ) : (
              <ul className="clean-list">
                {row.extra.map((property) => (
                  <li key={property.name}>
                    <code>{property.name}</code>: <InlineText text={property.meaning} />
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
