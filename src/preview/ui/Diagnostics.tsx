import React from 'react';
import Link from '@docusaurus/Link';
import TextWithCode from '@site/src/components/TextWithCode';
import {variableLink} from '../evaluate';
import type {Diagnostic} from '../types';
import {styles} from './styles';

const labels = {error: 'Problem', warning: 'Check', info: 'Note'} as const;
/** Infima's alert colours, already in the site's stylesheet. */
const alertKind = {error: 'danger', warning: 'warning', info: 'info'} as const;

/** What could go wrong with the reply, each linked to the page of the variable it is about. */
export default function Diagnostics({diagnostics}: {diagnostics: readonly Diagnostic[]}): React.ReactElement {
  if (diagnostics.length === 0) return <p style={styles.note}>No problems found.</p>;
  return (
    <ul style={styles.list} aria-label="Problems found">
      {diagnostics.map((diagnostic, index) => {
        const link = variableLink(diagnostic.variable);
        return (
          <li key={`${diagnostic.kind}-${diagnostic.start}-${index}`} className={`alert alert--${alertKind[diagnostic.severity]}`} style={styles.diagnostic} data-severity={diagnostic.severity} data-kind={diagnostic.kind}>
            <strong>{labels[diagnostic.severity]}</strong> <TextWithCode text={diagnostic.message} />
            {link && diagnostic.variable && (
              <>
                {' '}
                <Link to={link}>{`About \${${diagnostic.variable}}`}</Link>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
