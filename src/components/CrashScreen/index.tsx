import React from 'react';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import styles from './styles.module.css';

export interface CrashScreenProps {
  error: Error;
  tryAgain: () => void;
}

/** The error and every cause behind it, each cause introduced by "Cause:". */
export function ErrorChain({error}: {error: Error}): React.ReactElement {
  const [first, ...causes] = getErrorCausalChain(error);
  return (
    <div className={styles.chain} data-testid="crash-error">
      <p className={styles.message}>{first?.message}</p>
      {causes.map((cause, index) => (
        <p key={index} className={styles.message}>
          <strong>Cause:</strong> {cause.message}
        </p>
      ))}
    </div>
  );
}

/** What a visitor sees when a page throws while rendering (spec §2, §8). */
export default function CrashScreen({error, tryAgain}: CrashScreenProps): React.ReactElement {
  return (
    <main className={styles.screen} role="alert">
      <h1 className={styles.title}>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <hr />
      <ErrorChain error={error} />
    </main>
  );
}
