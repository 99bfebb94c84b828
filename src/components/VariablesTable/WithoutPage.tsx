import React from 'react';
import DataTable from '@site/src/components/DataTable';
import BulletList from '@site/src/components/BulletList';
import PlatformList from '@site/src/components/PlatformList';
import TextWithCode from '@site/src/components/TextWithCode';
import {noteLabels} from '@site/src/components/VariableReference/Notes';
import {variablesWithoutPage, type VariableWithoutPage} from '@site/src/data/variables';
import {platformOutcomes} from '@site/src/data/variables/platformOutcomes';
import SyntaxForms from './SyntaxForms';
import styles from './styles.module.css';

/** What happens where it does not work, notes, platform differences and what is unconfirmed, as one list. */
function Details({doc}: {doc: VariableWithoutPage}): React.ReactElement {
  const lines = [
    ...platformOutcomes(doc).map((outcome) => outcome.text),
    ...doc.notes.map((note) => `${noteLabels[note.kind]}: ${note.text}${note.output ? ` \`${note.output}\`` : ''}`),
    ...doc.platformNotes,
    ...(doc.unconfirmed ? [`Not confirmed: ${doc.unconfirmed}`] : []),
  ];
  if (lines.length === 0) return <>Nothing more is documented.</>;
  return <BulletList className={styles.forms} items={lines} renderItem={(line) => <TextWithCode text={line} />} />;
}

/** Variables the bot understands that have no page here, with their forms and what is known. */
export default function VariablesWithoutPageTable(): React.ReactElement {
  return (
    <DataTable
      caption="Variables without a page of their own"
      showCaption
      testId="variables-without-page"
      rowHeaders
      rows={variablesWithoutPage}
      rowKey={(doc) => doc.name}
      columns={[
        {label: 'Variable', nowrap: true, cell: (doc) => doc.name},
        {label: 'Syntax', cell: (doc) => <SyntaxForms syntax={doc.syntax} withMeanings />},
        {label: 'What it gives', cell: (doc) => doc.summary},
        {label: 'Works on', cell: (doc) => <PlatformList platforms={doc.platforms} unconfirmed={doc.unconfirmedPlatforms} />},
        {label: 'Good to know', cell: (doc) => <Details doc={doc} />},
      ]}
    />
  );
}
