import React from 'react';

/** Why a field's text was cut, next to the fields, announced. */
export default function FieldNote({text}: {text: string}): React.ReactElement {
  return (
    <p role="status" className={text ? 'alert alert--warning margin-bottom--sm' : undefined} style={text ? undefined : {margin: 0}} data-field-limit={text ? '' : undefined}>
      {text}
    </p>
  );
}
