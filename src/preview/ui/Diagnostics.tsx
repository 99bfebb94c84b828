import React from 'react';
import Link from '@docusaurus/Link';
import TextWithCode from '@site/src/components/TextWithCode';
import {variableLink} from '../evaluate';
import {variableMention} from '@site/src/data/variables/paths';
import type {Diagnostic} from '../types';
import styles from './preview.module.css';

const labels = {error: 'Problem', warning: 'Check', info: 'Note'} as const;
/** Infima's alert colours, already in the site's stylesheet. */
const alertKind = {error: 'danger', warning: 'warning', info: 'info'} as const;

interface Props {
  diagnostics: readonly Diagnostic[];
  /** Problems found but not listed (past the listing limit). */
  unlisted: number;
}

/** What could go wrong with the reply, each linked to the page of the variable it is about. */
export default function Diagnostics({diagnostics, unlisted}: Props): React.ReactElement {
  if (diagnostics.length === 0) return <p className={styles.note}>No problems found.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Problems found">
        {diagnostics.map((diagnostic, index) => {
          const link = variableLink(diagnostic.variable);
          return (
            <li key={`${diagnostic.kind}-${diagnostic.start}-${index}`} className={`alert alert--${alertKind[diagnostic.severity]} ${styles.diagnostic}`} data-severity={diagnostic.severity} data-kind={diagnostic.kind}>
              <strong>{labels[diagnostic.severity]}</strong> <TextWithCode text={diagnostic.message} />
              {link && diagnostic.variable && (
                <>
                  {' '}
                  <Link to={link}>{`About ${variableMention(diagnostic.variable)}`}</Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {unlisted > 0 && (
        <p className={styles.note} data-unlisted={unlisted}>
          {`${unlisted.toLocaleString('en')} more ${unlisted === 1 ? 'problem is' : 'problems are'} not listed: fix the ones above first.`}
        </p>
      )}
    </>
  );
}
