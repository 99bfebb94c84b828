import React, {useEffect, useState} from 'react';
import type {Diagnostic} from '../types';
// Read by screen readers, not shown: the chat transcript's class, whose stylesheet the preview already loads.
import chatStyles from '@site/src/components/ChatExample/styles.module.css';

const labels = {error: 'Problem', warning: 'Check', info: 'Note'} as const;
/** Typing pauses this long before a new verdict is announced, so a screen reader is not read every key. */
const SETTLE_MS = 600;

/** What a screen reader hears once the preview has caught up: how many problems, and the first. */
export function problemSummary(diagnostics: readonly Diagnostic[], unlisted: number): string {
  const total = diagnostics.length + unlisted;
  const first = diagnostics[0];
  if (!first) return 'The preview finds no problems.';
  const plain = first.message.replace(/`/g, '');
  return `The preview finds ${total === 1 ? 'one problem' : `${total.toLocaleString('en')} problems`}. ${total === 1 ? '' : 'The first: '}${labels[first.severity]}: ${plain}`;
}

/** A live region for the preview's verdict (the visible list itself is not announced key by key). */
export default function ProblemAnnouncer({diagnostics, unlisted, settled}: {diagnostics: readonly Diagnostic[]; unlisted: number; settled: boolean}): React.ReactElement {
  const summary = problemSummary(diagnostics, unlisted);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!settled) return undefined;
    const timer = window.setTimeout(() => setAnnounced(summary), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [summary, settled]);
  return (
    <p role="status" aria-live="polite" className={chatStyles.visuallyHidden} data-problem-summary="">
      {announced}
    </p>
  );
}
