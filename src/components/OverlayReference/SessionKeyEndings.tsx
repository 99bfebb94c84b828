import React from 'react';
import TermTable from '@site/src/components/DataTable/TermTable';
import {sessionKeyEndings} from '@site/src/data/overlays/sessionKeys';

/** The endings most session keys share (`<kind>-latest`, `<kind>-goal`, ...), with what each holds. */
export default function SessionKeyEndings(): React.ReactElement {
  return (
    <TermTable
      rows={sessionKeyEndings}
      caption="Endings of session keys"
      termLabel="Key"
      term={(row) => `<kind>-${row.ending}`}
      meaning={(row) => `${row.holds[0]!.toUpperCase()}${row.holds.slice(1)}.`}
      meaningLabel="Holds"
    />
  );
}
